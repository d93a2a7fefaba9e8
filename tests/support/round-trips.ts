/** The round trips a response's Worker made, as it reports them outside production (Server-Timing). */
export function roundTrips(response: { headers: { get(name: string): string | null } }) {
  const header = response.headers.get("Server-Timing") ?? "";
  const count = (name: string) =>
    Number(new RegExp(`(?:^|, )${name};[^,]*desc="(\\d+)"`).exec(header)?.[1] ?? Number.NaN);
  return { d1: count("d1"), durableObject: count("do"), sequential: count("sequential") };
}
