import { registerKeywordPhrase } from '../cards/keyword-table';
import { SOULSHIFT } from './702.46-soulshift';
import { BLOODTHIRST } from './702.54-bloodthirst';
import { DELVE } from './702.66-delve';
import { PERSIST } from './702.79-persist';
import { UNDYING } from './702.93-undying';
import { RENOWN } from './702.112-renown';
import { EVOKE } from './702.74-evoke';
import { DASH } from './702.109-dash';
import { BESTOW } from './702.103-bestow';
import { SOULBOND } from './702.95-soulbond';
import { MONSTROSITY } from './701.37-monstrosity';
import { BOLSTER } from './701.39-bolster';
import { PROLIFERATE } from './701.34-proliferate';
import { SUPPORT } from './701.41-support';
import { REINFORCE } from './702.77-reinforce';
import { SPLIT_SECOND } from './702.61-split-second';
import { LIVING_WEAPON } from './702.92-living-weapon';
import { IMPROVISE } from './702.126-improvise';
import { SCAVENGE } from './702.97-scavenge';
import { UNEARTH } from './702.84-unearth';
import { FABRICATE } from './702.123-fabricate';
import { SKULK } from './702.118-skulk';
import { ANNIHILATOR } from './702.86-annihilator';
import { EXTORT } from './702.101-extort';
import { CREW } from './702.122-crew';
import { UMBRA_ARMOR } from './702.89-umbra-armor';
import { RETRACE } from './702.81-retrace';
import { DETHRONE } from './702.105-dethrone';
import { MYRIAD } from './702.116-myriad';
import { BATTLE_CRY } from './702.91-battle-cry';
import { EVOLVE } from './702.100-evolve';
import { LEVEL_UP } from './702.87-level-up';
import { MODULAR } from './702.43-modular';
import { REBOUND } from './702.88-rebound';
import { OUTLAST } from './702.107-outlast';
import { INGEST } from './702.115-ingest';
import { VANISHING } from './702.63-vanishing';
import { GRAFT } from './702.58-graft';
import { EXPLOIT } from './702.110-exploit';
import { UNLEASH } from './702.98-unleash';
import { OVERLOAD } from './702.96-overload';
import { REPLICATE } from './702.56-replicate';
import { CONSPIRE } from './702.78-conspire';
import { SURGE } from './702.117-surge';
import { EMERGE } from './702.119-emerge';
import { AWAKEN } from './702.113-awaken';
import { TRANSMUTE } from './702.53-transmute';
import { SPLICE } from './702.47-splice';
import { CASCADE } from './702.85-cascade';
import { FUSE } from './702.102-fuse';
import { RECOVER } from './702.59-recover';
import { DREDGE } from './702.52-dredge';
import { SUNBURST } from './702.44-sunburst';
import { DEVOUR } from './702.82-devour';
import { NINJUTSU } from './702.49-ninjutsu';
import { UNDAUNTED } from './702.125-undaunted';
import { MELEE } from './702.121-melee';

import { CYCLING } from './702.29-cycling';
import { FLASHBACK } from './702.34-flashback';
import { WARD } from './702.21-ward';
import { RAMPAGE } from './702.23-rampage';
import { BUSHIDO } from './702.45-bushido';
import { KICKER } from './702.33-kicker';
import { BUYBACK } from './702.27-buyback';
import { ENTWINE } from './702.42-entwine';
import { ESCALATE } from './702.120-escalate';
import { AFFINITY } from './702.41-affinity';
import { MADNESS } from './702.35-madness';
import { AMPLIFY } from './702.38-amplify';
import { MORPH } from './702.37-morph';
import { FADING } from './702.32-fading';
import { SUSPEND } from './702.62-suspend';
import { ECHO } from './702.30-echo';
import { CUMULATIVE_UPKEEP } from './702.24-cumulative-upkeep';
import { PROWESS } from './702.108-prowess';
import { FLANKING } from './702.25-flanking';
import { PROVOKE } from './702.39-provoke';
import { STORM } from './702.40-storm';
import { EXALTED } from './702.83-exalted';
/**
 * The keywords written in the card language: each file's phrase, registered in the table the
 * compiler reads (cards/keyword-table.ts). Imported for its effect by the engine's entry points
 * (index.ts, state/parse.ts): a card is compiled only once a board or a caller needs it.
 */
for (const phrase of [
  CYCLING,
  FLASHBACK,
  WARD,
  RAMPAGE,
  BUSHIDO,
  KICKER,
  BUYBACK,
  ENTWINE,
  ESCALATE,
  AFFINITY,
  MADNESS,
  AMPLIFY,
  MORPH,
  FADING,
  SUSPEND,
  ECHO,
  CUMULATIVE_UPKEEP,
  PROWESS,
  FLANKING,
  PROVOKE,
  STORM,
  EXALTED,
  SOULSHIFT,
  BLOODTHIRST,
  DELVE,
  PERSIST,
  UNDYING,
  RENOWN,
  EVOKE,
  DASH,
  BESTOW,
  SOULBOND,
  MONSTROSITY,
  BOLSTER,
  PROLIFERATE,
  SUPPORT,
  REINFORCE,
  SPLIT_SECOND,
  LIVING_WEAPON,
  IMPROVISE,
  SCAVENGE,
  UNEARTH,
  FABRICATE,
  SKULK,
  ANNIHILATOR,
  EXTORT,
  CREW,
  UMBRA_ARMOR,
  RETRACE,
  DETHRONE,
  MYRIAD,
  BATTLE_CRY,
  EVOLVE,
  LEVEL_UP,
  MODULAR,
  REBOUND,
  OUTLAST,
  INGEST,
  VANISHING,
  GRAFT,
  EXPLOIT,
  UNLEASH,
  OVERLOAD,
  REPLICATE,
  CONSPIRE,
  SURGE,
  EMERGE,
  AWAKEN,
  TRANSMUTE,
  SPLICE,
  CASCADE,
  FUSE,
  RECOVER,
  DREDGE,
  SUNBURST,
  DEVOUR,
  NINJUTSU,
  UNDAUNTED,
  MELEE,
])
  registerKeywordPhrase(phrase);
