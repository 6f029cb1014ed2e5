import { Ability, Affected, COMBAT_STATIC_KINDS, CompiledCard, StaticEffect } from '../ability';
import { CardDefinition, defineCard } from '../card';

/**
 * 613.1f: static abilities that grant an ability in quotes ("Enchanted creature has '{T}: Add {G}.'",
 * "Equipped creature has '...'", "Enchanted Equipment has 'Equipped creature has flying.'"). The
 * quoted ability is compiled like a card's line, "this creature" (or "this permanent", ...) being
 * the object that has it; the layer system adds it in layer 6 (613-layers.ts), and its own static
 * effects get their timestamps from 613.7a.
 */

/** Static effects a granted static ability may have: those this engine reads from the abilities an object has now, in layer 6 or later. */
const GRANTABLE_STATIC = new Set<StaticEffect['kind']>(['addKeyword', 'loseKeyword', 'modifyPT', 'setPT', ...COMBAT_STATIC_KINDS]);

/**
 * Triggers read from the abilities a permanent has now (603.2). Leaves-the-battlefield abilities ("dies",
 * "leaves the battlefield") look back at the permanent as it left (603.10a), where only its printed card
 * is read: not supported granted.
 */
function grantableTrigger(a: Extract<Ability, { kind: 'triggered' }>): boolean {
  const t = a.trigger;
  return (
    t.event !== 'dies' &&
    t.event !== 'leaves' &&
    t.event !== 'castSelf' &&
    t.event !== 'exiledWithMadness' &&
    // 702.62a: suspend's triggers function in exile, where no granted ability is.
    t.event !== 'suspendedUpkeep' &&
    t.event !== 'lastTimeCounterRemoved'
  );
}

function grantable(a: Ability): boolean {
  switch (a.kind) {
    case 'keyword':
      return true;
    case 'mana':
      // One mana source is one ability when it sacrifices itself (oracle-compiler): not beside another.
      return !a.sacrificeSelf;
    case 'activated':
      return !a.fromHand && !a.fromGraveyard;
    case 'triggered':
      return grantableTrigger(a);
    case 'static':
      return a.effects.every((e) => GRANTABLE_STATIC.has(e.kind));
    default:
      return false;
  }
}

const cache = new Map<string, Ability[] | null>();
/** The quoted text each granted ability was compiled from (what a stack entry or a pending trigger carries). */
const quoted = new WeakMap<Ability, string>();

/** The quoted text of a granted ability, or undefined for a printed one. */
export function grantedText(a: Ability): string | undefined {
  return quoted.get(a);
}

/** The abilities of a quoted text, compiled once per text; null unless understood in full and grantable. */
export function compileGrantedText(text: string, compile: (card: CardDefinition) => CompiledCard): Ability[] | null {
  const known = cache.get(text);
  if (known !== undefined) return known;
  // "this creature", "this permanent" ... name the object that has the ability (as CARDNAME would, 201.5).
  const own = text.replace(/\b[Tt]his (?:creature|permanent|artifact|land|enchantment)\b/g, 'CARDNAME');
  const compiled = compile(defineCard({ name: 'CARDNAME', types: [], text: own }));
  const understood = compiled.support === 'full' && compiled.abilities.length > 0 && compiled.abilities.every(grantable);
  // One ability: it reads as the quoted text ("this creature"), not the compiler's placeholder.
  const abilities = understood
    ? compiled.abilities.map((a) => (compiled.abilities.length === 1 && a.kind !== 'keyword' ? { ...a, text } : a))
    : null;
  for (const a of abilities ?? []) quoted.set(a, text);
  if (cache.size > 1000) cache.clear();
  cache.set(text, abilities);
  return abilities;
}

/**
 * 'has "[ability]"' after the subject of a static ability: the effect that grants it; 'unsupported'
 * when the quoted ability is not understood (the line is then refused); null for another form.
 */
export function grantedAbilityEffect(
  rest: string,
  affected: Affected,
  compile: (text: string) => Ability[] | null,
): StaticEffect | 'unsupported' | null {
  const m = /^ha(?:s|ve) "(.+)"$/.exec(rest);
  if (!m) return null;
  // The granting card's own name in the quotes names that card, not the object that has the ability ("Sacrifice Ninja's Kunai");
  // granted to the card itself ('CARDNAME has "{B}: Regenerate CARDNAME."'), both are the same object (201.5).
  if (m[1].includes('CARDNAME') && affected.kind !== 'self') return 'unsupported';
  // Read (and shown) as "this permanent": the object that has the ability, the compiler's placeholder kept off the board.
  const text = m[1].replace(/(^|[:.] )CARDNAME\b/g, '$1This permanent').replace(/\bCARDNAME\b/g, 'this permanent');
  const abilities = compile(text);
  return abilities ? { kind: 'grantAbility', affected, abilities, text } : 'unsupported';
}

/**
 * "As long as enchanted permanent is an Equipment, it has '...'" (Rune of Flight), "As long as
 * enchanted permanent is a creature, it has flying.": a static ability of the Aura whose effect
 * applies to the enchanted permanent only while it has that card type or subtype (611.3a).
 */
export function enchantedIsStatic(line: string, compileStatic: (line: string) => Ability | null): Ability | null {
  const m = /^As long as enchanted permanent is an? (creature|artifact|land|enchantment|Equipment), it (.+)$/.exec(line);
  if (!m) return null;
  const inner = compileStatic(`Enchanted permanent ${m[2]}`);
  if (!inner || inner.kind !== 'static' || !inner.effects.every((e) => 'affected' in e && e.affected.kind === 'enchanted')) return null;
  const is = m[1] === 'Equipment' ? m[1] : m[1][0].toUpperCase() + m[1].slice(1);
  return {
    kind: 'static',
    effects: inner.effects.map((e) => ('affected' in e ? { ...e, affected: { kind: 'enchanted', is } } : e)),
    text: line,
  };
}

/** Whether a card has a static ability that grants an ability of this kind (fast paths skip boards without any). */
export function grantsAbilityOfKind(abilities: Ability[], kind: Ability['kind']): boolean {
  return abilities.some(
    (a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'grantAbility' && e.abilities.some((g) => g.kind === kind)),
  );
}

/** The printed text of a granted ability a stack entry or a pending trigger carries (113.7a: it exists independently of its source). */
export function grantedOfKind<K extends Ability['kind']>(
  text: string,
  kind: K,
  compile: (text: string) => Ability[] | null,
): Extract<Ability, { kind: K }>[] {
  return (compile(text) ?? []).filter((a): a is Extract<Ability, { kind: K }> => a.kind === kind);
}
