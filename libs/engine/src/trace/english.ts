import { CATALOGS, listed, Listed, msg, MessageKey, Param, PerLanguage } from './message';

/** "a" or "an" before a phrase of the trace, by the sound of its first word: "an enchantment", "an 8/8", "a unicorn". */
export function withArticle(phrase: string): string {
  const an = (/^[aeiou]/i.test(phrase) && !/^u(?:ni|s)/i.test(phrase)) || /^(?:8|1[18](?!\d))/.test(phrase) || /^X\//.test(phrase);
  return `${an ? 'an' : 'a'} ${phrase}`;
}

/** A card type or basic land type named in a catalog phrase (`cardType.a.Creature`), or the word quoted when the catalog has none. */
function typeWord(prefix: 'cardType.a.' | 'cardType.' | 'landType.a.', type: string): Param {
  const key = `${prefix}${type}`;
  return key in CATALOGS.en ? msg(key as MessageKey) : msg('cardType.unknown', { type });
}

/**
 * What a "Sacrifice a creature or artifact" cost asks for: the English phrase as the engine wrote it
 * ("a creature or artifact", "another creature"), the French one from the catalog.
 */
export function sacrificePhrase(types: readonly string[], another: boolean): PerLanguage {
  const english = types.join(' or ').toLowerCase();
  return {
    perLanguage: {
      en: another ? `another ${english}` : withArticle(english),
      fr: another
        ? msg('cardType.another', {
            types: listed(
              types.map((t) => typeWord('cardType.', t)),
              'or',
            ),
          })
        : listed(
            types.map((t) => typeWord('cardType.a.', t)),
            'or',
          ),
    },
  };
}

/** The card types of a cost without an article ("creature or artifact"), in each language. */
export function bareTypes(types: readonly string[]): PerLanguage {
  return {
    perLanguage: {
      en: types.join(' or ').toLowerCase(),
      fr: listed(
        types.map((t) => typeWord('cardType.', t)),
        'or',
      ),
    },
  };
}

/** Basic land types joined by "or", each with its article ("a Forest or a Plains"). */
export function landTypesPhrase(subtypes: readonly string[]): Listed {
  return listed(
    subtypes.map((s) => typeWord('landType.a.', s)),
    'or',
  );
}
