import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 608.2c, 608.2b: Scavenging Ooze, "{G}: Exile target card from a graveyard. If it was a creature card,
 * put a +1/+1 counter on Scavenging Ooze and you gain 1 life.": "it" is the target; the instructions after
 * "if it was" happen only if it is a creature card; a target illegal on resolution gives no such information.
 */
const ooze = bundledCard('Scavenging Ooze');
const catalog = new InMemoryCatalog([ooze, ...['Forest', 'Mountain', 'Grizzly Bears'].map(bundledCard)]);
const ruling = rulingsWith(catalog);

const oozeBoard = (extra: Record<string, unknown> = {}) =>
  board(
    {
      battlefield: [
        { id: 'oz', card: ooze.name, controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'alice' },
        { id: 'g9', card: 'Grizzly Bears', controller: 'bob' },
      ],
      ...extra,
    },
    {},
    {
      graveyard: [
        { id: 'gb', card: 'Grizzly Bears' },
        { id: 'mt', card: 'Mountain' },
      ],
    },
  );
const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'oz', ability: 0, targets: [target] });
const exiled = (a: ReturnType<typeof ruling>) => a.state.exile.map((c) => c.id);

describe('608.2c: Scavenging Ooze', () => {
  it('compiles: the exile, then the instructions of "if it was a creature card"', () => {
    expect(compiled(ooze)).toMatchObject({ support: 'full' });
    expect(compiled(ooze).abilities[0]).toMatchObject({
      kind: 'activated',
      targets: [{ text: 'target card from a graveyard' }],
      effects: [
        { kind: 'exileFromGraveyard', target: 0 },
        {
          kind: 'ifTargetWas',
          target: 0,
          types: ['Creature'],
          effects: [
            { kind: 'counters', counter: '+1/+1' },
            { kind: 'life', gain: true },
          ],
        },
      ],
    });
  });

  it('a creature card exiled: a +1/+1 counter on the Ooze and 1 life', () => {
    const a = ruling({ state: oozeBoard(), actions: [activate('gb'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(exiled(a)).toEqual(['gb']);
    expect(onField(a, 'oz')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(a.state.players[0].life).toBe(21);
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2c', '122.1', '119.3']));
  });

  it('a land card exiled: no counter, no life', () => {
    const a = ruling({ state: oozeBoard(), actions: [activate('mt'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(exiled(a)).toEqual(['mt']);
    expect(onField(a, 'oz')?.counters?.['+1/+1'] ?? 0).toBe(0);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toContain('608.2c');
  });

  it('115.1: a creature on the battlefield is not a card in a graveyard: refused, nothing paid', () => {
    const a = ruling({ state: oozeBoard(), action: activate('g9') });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(onField(a, 'f1')?.tapped).toBeFalsy();
  });

  it('608.2b: the creature card gone from the graveyard before it resolves: nothing happens, no counter, no life', () => {
    const a = ruling({
      state: oozeBoard({ stack: [{ id: 'ab', ability: { source: 'oz', index: 0 }, controller: 'alice', targets: ['gone'] }] }),
      actions: passes(2),
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'oz')?.counters?.['+1/+1'] ?? 0).toBe(0);
    expect(a.state.players[0].life).toBe(20);
    expect(cited(a)).toContain('608.2b');
  });
});
