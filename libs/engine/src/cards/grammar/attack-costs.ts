import { Ability } from '../ability';
import { parseManaCost } from '../mana-cost';
import { parseAmount } from './quantity';

/**
 * 508.1h: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking
 * you." (Propaganda), "Creatures can't attack you or a planeswalker you control unless their controller pays {W/P} for
 * each of those creatures." (Norn's Annex), "... pays {X} for each ..., where X is the number of enchantments you control."
 * (X read as the attackers are declared, from the point of view of the ability's controller). A cost to attack: the
 * attacking player pays it, per creature attacking that player (or their planeswalkers), as attackers are declared.
 * Domain (207.2c) is an ability word. Null for anything else (which creatures, another cost, another X).
 */
export function attackCostStatic(line: string): Ability | null {
  const m =
    /^(?:Domain — )?Creatures can't attack you( or a planeswalker you control)? unless their controller pays ((?:\{[^}]+\})+) for each (creature they control that's attacking you|of those creatures)(?:, where X is (.+))?\.$/.exec(
      line,
    );
  if (!m) return null;
  const planeswalkers = m[1] !== undefined;
  // "each of those creatures" names the creatures of its own subject ("attacking you or a planeswalker you control").
  if (planeswalkers !== (m[3] === 'of those creatures')) return null;
  const cost = parseManaCost(m[2]);
  if (!cost || cost.symbols.length === 0) return null;
  const hasX = cost.symbols.some((s) => s.kind === 'x');
  // Only {X} (not {Y} or {Z}), and only with the text that defines it.
  if (cost.symbols.some((s) => s.kind === 'x' && s.letter !== undefined) || hasX !== (m[4] !== undefined)) return null;
  if (!hasX && line.startsWith('Domain')) return null;
  let x;
  if (m[4] !== undefined) {
    const parsed = parseAmount(m[4]);
    if (!parsed.ok) return null;
    x = parsed.value;
  }
  return {
    kind: 'static',
    effects: [{ kind: 'attackCost', cost: m[2], planeswalkers, ...(x ? { x } : {}) }],
    text: line,
  };
}
