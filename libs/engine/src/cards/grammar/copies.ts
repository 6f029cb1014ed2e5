import { Ability, CopyException, Effect, Selector } from '../ability';

/** The phrases of copy effects (707): entering as a copy, creating a token that's a copy. rules/707-copies.ts applies them. */

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
const TYPE_WORDS: Record<string, { types: string[]; notTypes?: string[] }> = {
  creature: { types: ['Creature'] },
  artifact: { types: ['Artifact'] },
  enchantment: { types: ['Enchantment'] },
  land: { types: ['Land'] },
  'artifact or creature': { types: ['Artifact', 'Creature'] },
  'artifact or enchantment': { types: ['Artifact', 'Enchantment'] },
  Equipment: { types: ['Artifact'] },
  'nonland permanent': { types: PERMANENT_TYPES, notTypes: ['Land'] },
};

/** 707.9b: "except it's an artifact in addition to its other types", "... a Ninja in addition to its other creature types". */
function exceptionOf(text: string | undefined): CopyException | null | undefined {
  if (text === undefined) return null;
  const m = /^it's an? ([A-Za-z]+) in addition to its other (creature )?types$/.exec(text);
  if (!m) return undefined;
  // A creature type is capitalized ("a Ninja"); a card type is not ("an artifact").
  if (/^[A-Z]/.test(m[1])) return { addSubtypes: [m[1]] };
  const type = m[1][0].toUpperCase() + m[1].slice(1);
  return !m[2] && PERMANENT_TYPES.includes(type) ? { addTypes: [type] } : undefined;
}

/**
 * 614.1c, 707.5: "You may have CARDNAME enter [the battlefield] as a copy of any creature on the
 * battlefield[, except ...]." (the 2017 texts say "enter the battlefield"; current Oracle, "enter").
 */
export function entersAsCopyAbility(line: string): Ability | null {
  const m =
    /^You may have CARDNAME enter(?: the battlefield)? as a copy of (?:any|an?) (?:([A-Z][a-z]+) )?(creature|artifact|enchantment|land|artifact or creature|artifact or enchantment|nonland permanent|Equipment) (on the battlefield|you control)(?:, except (.+))?\.$/.exec(
      line,
    );
  if (!m) return null;
  const except = exceptionOf(m[4]);
  if (except === undefined) return null;
  if (m[1] && m[2] !== 'creature') return null;
  const subtype = m[2] === 'Equipment' ? 'Equipment' : m[1];
  return {
    kind: 'entersAsCopy',
    ...TYPE_WORDS[m[2]],
    ...(subtype ? { subtype } : {}),
    ...(m[3] === 'you control' ? { youControl: true } : {}),
    except,
    text: line,
  };
}

/**
 * "Create a token that's a copy of target creature [you control][, except ...]", "Create a token
 * that's a copy of CARDNAME" (707.2, 111.1). `targetOf` reads the target phrase as the compiler does.
 */
export function tokenCopySentence(sentence: string, targets: Selector[], targetOf: (phrase: string) => Selector | null): Effect | null {
  const m = /^Create a token that's a copy of (CARDNAME|target [a-z ]+?)(?:, except (.+))?$/.exec(sentence);
  if (!m) return null;
  const except = exceptionOf(m[2]);
  if (except === undefined) return null;
  if (m[1] === 'CARDNAME') return { kind: 'createTokenCopyOfSource', except };
  // 707.2: only a permanent is copied here (not a spell, not a card in a graveyard).
  const spec = targetOf(m[1]);
  if (!spec || !spec.options.every((o) => o.kind === 'object' && o.zone === 'battlefield')) return null;
  targets.push(spec);
  return { kind: 'createTokenCopy', target: targets.length - 1, except };
}
