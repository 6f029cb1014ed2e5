import { Ctx, describe, objectName } from '../context';
import { keywordsNow } from '../rules/613-layers';
import { minimumBlockers } from './702.111-menace';
import { CombatState, GameObject, GameState } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { listed, msg } from '../trace/message';

/**
 * 702.22 banding: a static ability that modifies the rules for combat (702.22a). Attacking
 * creatures may form bands as they are declared (702.22c-d), and a band is blocked as a whole
 * (702.22h); a creature with banding on either side of a block lets its controller decide how the
 * opposing creatures' combat damage is divided (702.22j-k). "Bands with other" (702.22b) is not
 * understood: cards with it are refused by the compiler.
 */
export function hasBanding(state: GameState, o: GameObject): boolean {
  return keywordsNow(state, o).has('banding');
}

/** 702.22c-d: whether these bands may be announced with these attackers. */
export function checkBands(state: GameState, attackers: { id: string; attacking: string }[], bands: string[][]): Violation[] {
  const out: Violation[] = [];
  const inBand = new Set<string>();
  bands.forEach((band, i) => {
    const name = `band ${i + 1} (${band.join(', ')})`;
    const members: GameObject[] = [];
    const targets = new Set<string>();
    for (const id of band) {
      const attack = attackers.find((a) => a.id === id);
      if (!attack) {
        out.push({
          code: 'BAND_MEMBER_NOT_ATTACKING',
          rule: '702.22c',
          message: msg('702.22-banding.BAND_MEMBER_NOT_ATTACKING', { name: name, id: id }),
        });
        continue;
      }
      if (inBand.has(id)) {
        out.push({
          code: 'BAND_MEMBER_TWICE',
          rule: '702.22c',
          message: msg('702.22-banding.BAND_MEMBER_TWICE', { name: name, id: id }),
        });
        continue;
      }
      inBand.add(id);
      targets.add(attack.attacking);
      const o = state.battlefield.find((p) => p.id === id);
      if (o) members.push(o);
    }
    const without = members.filter((o) => !hasBanding(state, o));
    if (members.length > 0 && without.length === members.length) {
      out.push({
        code: 'BAND_WITHOUT_BANDING',
        rule: '702.22c',
        message: msg('702.22-banding.BAND_WITHOUT_BANDING', { name: name }),
      });
    } else if (without.length > 1) {
      out.push({
        code: 'BAND_TOO_MANY_WITHOUT_BANDING',
        rule: '702.22c',
        message: msg('702.22-banding.BAND_TOO_MANY_WITHOUT_BANDING', {
          name: name,
          length: without.length,
          without: without.map(describe).join(', '),
        }),
      });
    }
    if (targets.size > 1)
      out.push({
        code: 'BAND_SPLIT_ATTACK',
        rule: '702.22d',
        message: msg('702.22-banding.BAND_SPLIT_ATTACK', { name: name, list: listed([...targets], 'and') }),
      });
  });
  return out;
}

/** 702.22c, 702.22e: the bands are recorded for the rest of combat (a band of one creature changes nothing). */
export function announceBands(ctx: Ctx, bands: string[][]): void {
  const combat = ctx.state.combat;
  const real = bands.filter((b) => b.length > 1);
  if (!combat || real.length === 0) return;
  combat.bands = [...(combat.bands ?? []), ...real.map((b) => [...b])];
  for (const band of real)
    ctx.trace.cite('702.22c', 'band', msg('702.22-banding.band', { active: ctx.state.turn.active, band: band.join(', ') }), band);
}

/** 702.22c: the band `id` is a member of (itself included), or just `[id]`. */
export function bandOf(combat: CombatState, id: string): string[] {
  return combat.bands?.find((b) => b.includes(id)) ?? [id];
}

/**
 * 702.22h: a creature blocking one creature of a band blocks each other creature of that band
 * too. The attackers it blocks, in declaration order, band-mates included.
 */
export function blockedWithBands(combat: CombatState, blocking: string[]): string[] {
  if (!combat.bands || combat.bands.length === 0) return blocking;
  const all = new Set(blocking.flatMap((id) => bandOf(combat, id)));
  return combat.attackers.map((a) => a.id).filter((id) => all.has(id));
}

/**
 * The declared blocks broken down as the restrictions (509.1b) see them: each on the creature
 * declared as blocked. The rules' own example (702.22h: a creature with swampwalk in a band with a
 * flier) shows that a band-mate's evasion does not stop the block; whether a band-mate's menace
 * (702.111b, a minimum count of blockers) does is not settled there, so it is refused.
 */
export function refuseMenaceInBlockedBand(state: GameState, combat: CombatState, blocking: string[]): void {
  if (!combat.bands || combat.bands.length === 0) return;
  for (const id of blocking) {
    const band = bandOf(combat, id);
    if (band.length < 2) continue;
    const menace = band.map((m) => state.battlefield.find((o) => o.id === m)).find((o) => o !== undefined && minimumBlockers(state, o) > 1);
    if (menace)
      throw new Unsupported(
        'UNSUPPORTED_BANDING',
        msg('702.22-banding.UNSUPPORTED_BANDING', { object: objectName(menace), id }),
        '702.22h',
      );
  }
}

/** 702.22f: an attacking creature removed from combat leaves its band; a band of one is no band. */
export function leaveBand(combat: CombatState, id: string): void {
  if (!combat.bands) return;
  combat.bands = combat.bands.map((b) => b.filter((m) => m !== id)).filter((b) => b.length > 1);
  if (combat.bands.length === 0) delete combat.bands;
}
