import { CardDefinition } from '../cards/card';
import { KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { freshId } from '../rules/121-drawing';
import { characteristicsOf } from '../rules/613-layers';
import { StackObject } from '../state/types';
import { newToken } from '../state/zones';
import { tapAsItEnters } from '../rules/614-replacement-effects';
import { msg } from '../trace/message';

/**
 * 702.92a: "Living weapon" means "When this Equipment enters, create a 0/0 black Phyrexian Germ
 * creature token, then attach this Equipment to it.": an enters trigger (603.6a) written in the
 * language, whose effect (livingWeapon) creates the token (111.2) and attaches the ability's
 * source to it (701.3a). An Equipment no longer on the battlefield is not attached: the Germ is
 * still created, and dies as a 0/0 (704.5f).
 */
export const LIVING_WEAPON: KeywordPhrase = {
  rule: '702.92a',
  abilities: (item) =>
    item === 'living weapon'
      ? [
          {
            kind: 'triggered',
            trigger: { event: 'enters', who: 'self' },
            condition: null,
            targets: [],
            effects: [{ kind: 'livingWeapon' }],
            text: 'Living weapon',
            rule: '702.92a',
          },
        ]
      : null,
};

/** 702.92a, 111.4: the Germ token's characteristics (named after its subtypes). */
const GERM: CardDefinition = {
  name: 'Phyrexian Germ Token',
  manaCost: '',
  colors: ['B'],
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Phyrexian', 'Germ'],
  power: '0',
  toughness: '0',
  loyalty: null,
  text: '',
};

/** 702.92a: creates the Germ under the ability's controller's control, then attaches the Equipment (the ability's source) to it. */
export function livingWeapon(ctx: Ctx, entry: StackObject): void {
  const state = ctx.state;
  const id = freshId(state, `${entry.id}.germ`);
  const germ = newToken(state, id, { ...GERM, colors: [...GERM.colors], subtypes: [...GERM.subtypes] }, true, entry.controller);
  state.battlefield.push(germ);
  ctx.trace.cite('702.92a', 'createToken', msg('702.92-living-weapon.germ', { controller: entry.controller, id }), [id]);
  // 614.1d, 614.12: the Germ enters tapped under another permanent's "Creatures your opponents control enter ... tapped".
  tapAsItEnters(ctx, germ, false);
  ctx.trace.emit({ type: 'created', object: id, player: entry.controller });
  const equipment = state.battlefield.find((o) => o.id === entry.ability?.source && !o.phasedOut);
  // 301.5c: an Equipment that is also a creature (or one gone) does not become attached.
  if (!equipment || characteristicsOf(state, equipment).types.includes('Creature')) {
    ctx.trace.cite('702.92a', 'attach', msg('702.92-living-weapon.notAttached', { source: entry.ability?.source, id }));
    return;
  }
  equipment.attachedTo = id;
  equipment.timestamp = state.nextTimestamp++;
  ctx.trace.cite('701.3a', 'attach', msg('702.92-living-weapon.attached', { describe: objectName(equipment), id }), [equipment.id, id]);
}
