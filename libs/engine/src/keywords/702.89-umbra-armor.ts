import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { keywordsNow } from '../rules/613-layers';
import { GameObject, GameState } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

/**
 * 702.89a: "Umbra armor" is a static ability of an Aura; 702.89b: the older "totem armor" is the
 * same ability under its former name (the bundled catalog prints it so). A keyword the Aura has
 * (613.1f: one that loses its abilities no longer protects), read where a permanent would be
 * destroyed (umbraArmorInstead).
 */
export const UMBRA_ARMOR: KeywordPhrase = {
  rule: '702.89a',
  abilities: (item) =>
    item === 'umbra armor' || item === 'totem armor'
      ? [{ kind: 'keyword', keyword: item, text: item === 'umbra armor' ? 'Umbra armor' : 'Totem armor' }]
      : null,
};

/** The Auras attached to `o` now whose umbra armor (702.89a, 702.89b: or totem armor) would replace its destruction. */
export function umbraArmorsOn(state: GameState, o: GameObject): GameObject[] {
  return state.battlefield.filter((a) => {
    if (a.attachedTo !== o.id || a.phasedOut || !a.card) return false;
    const k = keywordsNow(state, a);
    return k.has('umbra armor') || k.has('totem armor');
  });
}

/**
 * 702.89a: `o` would be destroyed: with one Aura with umbra armor attached, the destruction is
 * replaced (614.1a): its damage is removed (deathtouch damage included, 704.5h) and that Aura is
 * returned for the caller to destroy (701.8a: it may itself be indestructible or regenerate). Null
 * when no umbra armor applies. 616.1: several Auras with umbra armor, or umbra armor and a
 * regeneration shield that may be used (614.8), are replacement effects the affected permanent's
 * controller orders: that choice is not offered, refused by name rather than made for them.
 */
export function umbraArmorInstead(ctx: Ctx, o: GameObject, canRegenerate: boolean): GameObject | null {
  const armors = umbraArmorsOn(ctx.state, o);
  if (armors.length === 0) return null;
  const shield = canRegenerate && o.regenerationShields > 0;
  if (armors.length > 1 || shield)
    throw new Unsupported(
      'UNSUPPORTED_EFFECT',
      msg('702.89-umbra-armor.UNSUPPORTED_EFFECT', { describe: objectName(o), count: armors.length + (shield ? 1 : 0) }),
      '616.1',
    );
  const aura = armors[0];
  o.damage = 0;
  o.deathtouchDamage = false;
  ctx.trace.cite('702.89a', 'umbraArmor', msg('702.89-umbra-armor.instead', { describe: objectName(o), aura: objectName(aura) }), [
    o.id,
    aura.id,
  ]);
  return aura;
}

/** Destroyed at once (`destroy all ...`): those an umbra armor protects are handled first, while their Auras are still attached (614.1a reads the board before the event). */
export function umbraArmoredFirst(state: GameState, doomed: GameObject[]): GameObject[] {
  const armored = doomed.filter((o) => umbraArmorsOn(state, o).length > 0);
  return [...armored, ...doomed.filter((o) => !armored.includes(o))];
}
