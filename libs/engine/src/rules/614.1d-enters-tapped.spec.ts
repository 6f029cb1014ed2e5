import { Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 614.1d: "[Objects] enter the battlefield tapped." on another permanent is a replacement effect on how each of those
 * objects enters (a token too); 614.12: it is checked against the permanent as it would exist on the battlefield,
 * under the control it enters with. Bundled (2017) Oracle texts.
 */
const catalog = new InMemoryCatalog(
  [
    'Imposing Sovereign',
    'Loxodon Gatekeeper',
    'Urabrask the Hidden',
    'Authority of the Consuls',
    'Frozen Aether',
    'Orb of Dreams',
    'Kismet',
    'Blood Moon',
    'Grizzly Bears',
    'Raise the Alarm',
    'Millstone',
    'Ghost Quarter',
    'Forest',
    'Plains',
  ].map(bundledCard),
);
const answer = rulingsWith(catalog);
const perm = (id: string, card: string, controller: string) => ({ id, card, controller });
const forests = (who: string, n: number) => Array.from({ length: n }, (_, i) => perm(`${who[0]}f${i}`, 'Forest', who));
const plains = (who: string, n: number) => Array.from({ length: n }, (_, i) => perm(`${who[0]}p${i}`, 'Plains', who));
/** Bob's turn, his first main phase, with priority. */
const bobsTurn = { turn: { number: 4, active: 'bob', step: 'first-main', priority: 'bob' } };
const tapped = (a: Answer, id: string) => (onField(a, id) as { tapped?: boolean } | undefined)?.tapped === true;

describe('614.1d: "Creatures your opponents control enter the battlefield tapped."', () => {
  it('is understood on Imposing Sovereign, Urabrask the Hidden, Authority of the Consuls, Loxodon Gatekeeper, Frozen Aether, Orb of Dreams', () => {
    for (const name of [
      'Imposing Sovereign',
      'Urabrask the Hidden',
      'Authority of the Consuls',
      'Loxodon Gatekeeper',
      'Frozen Aether',
      'Orb of Dreams',
    ])
      expect(compileCard(bundledCard(name)).support).toBe('full');
    expect(compileCard(bundledCard('Loxodon Gatekeeper')).abilities[0]).toMatchObject({
      kind: 'static',
      effects: [
        {
          kind: 'permanentsEnterTapped',
          of: {
            kind: 'object',
            filters: [
              { kind: 'type', anyOf: ['Artifact', 'Creature', 'Land'] },
              { kind: 'controller', is: 'opponent' },
            ],
          },
        },
      ],
    });
  });

  it('is not understood with "played by your opponents" (Kismet: a spell cast or land played, not a permanent put there) nor with what only a permanent on the battlefield has', () => {
    expect(compileCard(bundledCard('Kismet')).support).toBe('none');
    const sovereign = bundledCard('Imposing Sovereign');
    for (const text of [
      'Tapped creatures your opponents control enter the battlefield tapped.',
      'Attacking creatures your opponents control enter the battlefield tapped.',
      'Creatures your opponents control enter the battlefield tapped unless they pay {1}.',
    ])
      expect(compileCard(defineCard({ ...sovereign, text })).support).toBe('none');
  });

  it('Imposing Sovereign: bob casts Grizzly Bears, it enters tapped (614.1d); his Forest played enters untapped', () => {
    const a = answer({
      state: board(
        { ...bobsTurn, battlefield: [perm('is', 'Imposing Sovereign', 'alice'), ...forests('bob', 2)] },
        {},
        {
          hand: [
            { id: 'gb', card: 'Grizzly Bears' },
            { id: 'f9', card: 'Forest' },
          ],
        },
      ),
      actions: [{ type: 'cast', player: 'bob', card: 'gb' }, ...passes(2, 'bob', 'alice'), { type: 'playLand', player: 'bob', card: 'f9' }],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'gb')).toMatchObject({ controller: 'bob' });
    expect(tapped(a, 'gb')).toBe(true);
    expect(onField(a, 'f9')).toBeDefined();
    expect(tapped(a, 'f9')).toBe(false);
    expect(cited(a)).toContain('614.1d');
    const by = a.trace.find((t) => t.rule === '614.1d');
    expect(by?.objects).toEqual(['gb', 'is']);
  });

  it("Imposing Sovereign: alice's own Grizzly Bears enters untapped", () => {
    const a = answer({
      state: board(
        { battlefield: [perm('is', 'Imposing Sovereign', 'alice'), ...forests('alice', 2)] },
        { hand: [{ id: 'gb', card: 'Grizzly Bears' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'gb' }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'gb')).toMatchObject({ controller: 'alice' });
    expect(tapped(a, 'gb')).toBe(false);
    expect(cited(a)).not.toContain('614.1d');
  });

  it("Loxodon Gatekeeper: bob's Forest played enters tapped, and so does his Millstone (an artifact)", () => {
    const a = answer({
      state: board(
        { ...bobsTurn, battlefield: [perm('lg', 'Loxodon Gatekeeper', 'alice'), ...forests('bob', 2)] },
        {},
        {
          hand: [
            { id: 'f9', card: 'Forest' },
            { id: 'ms', card: 'Millstone' },
          ],
        },
      ),
      actions: [{ type: 'playLand', player: 'bob', card: 'f9' }, { type: 'cast', player: 'bob', card: 'ms' }, ...passes(2, 'bob', 'alice')],
    });
    expect(a.violations).toEqual([]);
    expect(tapped(a, 'f9')).toBe(true);
    expect(tapped(a, 'ms')).toBe(true);
    expect(cited(a).filter((r) => r === '614.1d')).toHaveLength(2);
  });

  it('111.1: the tokens an opponent creates enter tapped (Raise the Alarm); those alice creates do not', () => {
    const bobs = answer({
      state: board(
        { ...bobsTurn, battlefield: [perm('is', 'Imposing Sovereign', 'alice'), ...plains('bob', 2)] },
        {},
        { hand: [{ id: 'ra', card: 'Raise the Alarm' }] },
      ),
      actions: [{ type: 'cast', player: 'bob', card: 'ra' }, ...passes(2, 'bob', 'alice')],
    });
    expect(bobs.violations).toEqual([]);
    const tokens = bobs.state.battlefield.filter((o) => (o as { token?: boolean }).token);
    expect(tokens).toHaveLength(2);
    for (const t of tokens) expect(t).toMatchObject({ controller: 'bob', tapped: true });
    expect(cited(bobs).filter((r) => r === '614.1d')).toHaveLength(2);
    const alices = answer({
      state: board(
        { battlefield: [perm('is', 'Imposing Sovereign', 'alice'), ...plains('alice', 2)] },
        { hand: [{ id: 'ra', card: 'Raise the Alarm' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'ra' }, ...passes(2)],
    });
    const own = alices.state.battlefield.filter((o) => (o as { token?: boolean }).token);
    expect(own).toHaveLength(2);
    for (const t of own) expect((t as { tapped?: boolean }).tapped ?? false).toBe(false);
  });

  it('614.12: Orb of Dreams ("Permanents enter the battlefield tapped.") does not affect itself, but then alice\'s own land enters tapped', () => {
    const a = answer({
      state: board(
        { battlefield: forests('alice', 3) },
        {
          hand: [
            { id: 'orb', card: 'Orb of Dreams' },
            { id: 'p9', card: 'Plains' },
          ],
        },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'orb' }, ...passes(2), { type: 'playLand', player: 'alice', card: 'p9' }],
    });
    expect(a.violations).toEqual([]);
    expect(tapped(a, 'orb')).toBe(false);
    expect(tapped(a, 'p9')).toBe(true);
  });

  it('614.12: a nonbasic land whose rules text Blood Moon takes away still enters tapped under Loxodon Gatekeeper', () => {
    const a = answer({
      state: board(
        { ...bobsTurn, battlefield: [perm('lg', 'Loxodon Gatekeeper', 'alice'), perm('bm', 'Blood Moon', 'alice')] },
        {},
        { hand: [{ id: 'gq', card: 'Ghost Quarter' }] },
      ),
      actions: [{ type: 'playLand', player: 'bob', card: 'gq' }],
    });
    expect(a.violations).toEqual([]);
    expect(tapped(a, 'gq')).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['614.12', '614.1d']));
  });
});
