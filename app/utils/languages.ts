/** The languages RoomMuse speaks: a leaf, so that the tool registry can name them too. */
export const supportedLanguages = ["en", "es"] as const;
export type Language = (typeof supportedLanguages)[number];
