/**
 * A ruling worth drawing, shared by the page's e2e spec and the browser test: Alice casts
 * Lightning Bolt at Bob's Hill Giant in her main phase, with Bob's Shock already on the stack
 * targeting her Grizzly Bears (enchanted by Holy Strength, one +1/+1 counter, 1 damage).
 */
export const PAGE_RULING = {
  title: 'Bolt in answer to Shock <script>alert(1)</script>',
  question: 'Can Alice answer Shock with Lightning Bolt & keep her Bears? "Yes" <b>or</b> no?',
  request: {
    state: {
      players: [
        {
          id: 'alice',
          life: 17,
          poison: 2,
          hand: [{ id: 'c1', card: 'Lightning Bolt' }, 'Forest'],
          library: { count: 30 },
          graveyard: ['Giant Growth'],
        },
        { id: 'bob', life: 20, hand: { count: 3 }, library: { count: 30 } },
      ],
      battlefield: [
        { id: 'm1', card: 'Mountain', controller: 'alice' },
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice', counters: { '+1/+1': 1 }, damage: 1 },
        { id: 'h1', card: 'Holy Strength', controller: 'alice', attachedTo: 'g1' },
        { id: 'x1', card: 'Hill Giant', controller: 'bob', tapped: true },
        { id: 'mb', card: 'Mountain', controller: 'bob', tapped: true },
      ],
      stack: [{ id: 's1', card: 'Shock', controller: 'bob', targets: ['g1'] }],
      exile: [{ id: 'e1', card: 'Shivan Dragon', owner: 'bob' }],
      turn: { number: 4, active: 'alice', step: 'first-main', priority: 'alice' },
    },
    action: { type: 'cast', player: 'alice', card: 'c1', targets: ['x1'] },
  },
};
