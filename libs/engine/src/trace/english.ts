/** "a" or "an" before a phrase of the trace, by the sound of its first word: "an enchantment", "an 8/8", "a unicorn". */
export function withArticle(phrase: string): string {
  const an = (/^[aeiou]/i.test(phrase) && !/^u(?:ni|s)/i.test(phrase)) || /^(?:8|1[18](?!\d))/.test(phrase) || /^X\//.test(phrase);
  return `${an ? 'an' : 'a'} ${phrase}`;
}
