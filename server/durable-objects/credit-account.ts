/**
 * One CreditAccount per user: the only writer of that user's credits.
 * Requests to one object are delivered one at a time, which serializes every
 * credit mutation of a user without locks in D1.
 */
import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../env";

export class CreditAccount extends DurableObject<Bindings> {
  /** The balance recorded on the user's profile (0 when the profile does not exist). */
  async balance(userId: string): Promise<number> {
    const row = await this.env.DB.prepare("SELECT credits FROM user_profiles WHERE id = ?").bind(userId).first<{ credits: number }>();
    return row?.credits ?? 0;
  }
}

/** The typed facade routes use: they never handle ids or stubs themselves. */
export function getCreditAccount(bindings: Pick<Bindings, "CREDIT_ACCOUNT">, userId: string) {
  return bindings.CREDIT_ACCOUNT.get(bindings.CREDIT_ACCOUNT.idFromName(userId));
}
