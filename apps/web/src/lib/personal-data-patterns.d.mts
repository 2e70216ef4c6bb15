export function emailAddresses(): RegExp;
export function phoneNumbers(): RegExp;
