/** Everything shaped like an e-mail address: a new global pattern each call (a global RegExp keeps its position). */
export function emailAddresses(): RegExp;

/** Everything shaped like a phone number in international format: a new global pattern each call. */
export function phoneNumbers(): RegExp;
