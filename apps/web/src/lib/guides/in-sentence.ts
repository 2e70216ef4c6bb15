/** A step's title read inside a sentence ("accept your offer by 31 January"): the guide's and the budget's. */
export const inSentence = (title: string): string => title.charAt(0).toLocaleLowerCase() + title.slice(1);
