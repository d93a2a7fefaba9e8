/** The field (and its value) that only the delete page's confirm step and the dialog's OK send. */
export const CONFIRM_FIELD = "confirm";
export const CONFIRMED = "yes";
