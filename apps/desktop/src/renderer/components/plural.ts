/** "1 credit", "2 credits". */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
