/**
 * `text` without what is shaped like an e-mail address (`[email]`) or a phone number in
 * international format (`[phone]`): the last guard of a log line against a value a visitor typed.
 * Names have no shape to catch: each log line must leave them out itself.
 */
export function redactPersonalData(text: string): string;
