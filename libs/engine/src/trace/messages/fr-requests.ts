import type { enRequests } from './en-requests';

/** The French texts of en-requests.ts: the same keys and placeholders (messages.spec.ts). */
export const frRequests: Record<keyof typeof enRequests, string> = {
  'parse.theBoardMustBeAn': 'le plateau doit être un objet',
  'parse.onlyBoardIsSupported': 'seul "board/1" est pris en charge',
  'parse.requiredTheListOfPlayers': "obligatoire : la liste des joueurs, dans l'ordre du tour",
  'parse.aGameOfMagicHas': 'une partie de Magic se joue à deux joueurs ou plus',
  'parse.mustBeAString': 'doit être une chaîne',
  'parse.aSpellOnTheStack':
    'un sort sur la pile attend déjà un choix selon 616.1 : les blessures de combat (510.2) ne sont pas infligées entre-temps',
  'parse.unknownField': 'champ inconnu',
  'parse.mustBeAList': 'doit être une liste',
  'parse.mustBeTrueOrFalse': 'doit valoir true ou false',
  'parse.aPlayerMustBeAn': 'un joueur doit être un objet avec un id',
  'parse.requiredANonEmptyString': 'obligatoire : une chaîne non vide',
  'parse.restrictedManaList': 'une liste d\'entrées {"mana": "{G}", "spendOnly": "Spend this mana only to cast a creature spell."}',
  'parse.restrictionNotRead':
    'une restriction que la grammaire des cartes lit (106.6), comme "Spend this mana only to cast a creature spell."',
  'parse.restrictedManaNotInPool': "plus de mana que la réserve n'en contient (le mana restreint fait partie de manaPool)",
  'parse.aManaStringOfW': 'une chaîne de mana de symboles {W}{U}{B}{R}{G}{C}, ou un objet de quantités',
  'parse.unknownManaTypeWU': 'type de mana inconnu (W, U, B, R, G ou C)',
  'parse.mustBeAnIntegerFrom': 'doit être un entier de 0 à 1000',
  'parse.aManaStringSuchAs': 'une chaîne de mana comme "{R}{R}", ou un objet comme {"R": 2}',
  'parse.nullOrTheNumberOf': 'null, ou le numéro de la règle par laquelle le joueur a perdu',
  'parse.aGraveyardIsPublicList': 'un cimetière est public : donnez la liste de ses cartes',
  'parse.mustBeANonEmpty': 'doit être une chaîne non vide',
  'parse.requiredThePlayerWhoGot': "obligatoire : le joueur qui a reçu l'emblème (114.2)",
  'parse.mustBeTheEmblemS': "doit être le texte de règles de l'emblème",
  'parse.mustBeACardName': 'doit être un nom de carte',
  'parse.aCardInAPlayer': "une carte dans la zone d'un joueur appartient à ce joueur (400.3)",
  'parse.mustBeAPlayerId': "doit être l'id d'un joueur",
  'parse.aHiddenCardHasNo': "une carte cachée n'a pas de nom de carte",
  'parse.requiredOrHiddenTrue': 'obligatoire (ou "hidden": true)',
  'parse.aCardNameOrAn': 'un nom de carte, ou un objet avec "card" (et, au choix, "id")',
  'parse.cardsInThisZoneAre': 'les cartes de cette zone sont publiques (400.2) : donnez la carte',
  'parse.requiredThePlayerWhoOwns': 'obligatoire : le joueur à qui appartient cette carte',
  'parse.aPermanentIsAnObject': 'un permanent est un objet avec "card" et "controller"',
  'parse.requiredTheIdOfThe': "obligatoire : l'id du joueur qui le contrôle (110.2)",
  'parse.manaSpent': 'le mana dépensé pour le lancer (106.1, 601.2h) : une chaîne de symboles {W}{U}{B}{R}{G}{C}, comme « {W}{U}{U} »',
  'parse.devoured': 'combien de créatures il a dévorées (702.82b) : un entier de 0 à 1000',
  'parse.howManyTimesTheSpell': "combien de fois le sort qu'il était a été « kické » (702.33d) : un entier de 0 à 1000",
  'parse.kickedWith':
    'quels coûts de kick le sort qu\'il était a payés (702.33f) : une liste parmi "kicker", "kicker2", chacun au plus une fois',
  '702.33-kicker.noSuchKicker':
    'aucun coût de kick {cost} sur une carte à deux coûts de kick auquel lier « lancé avec son kick {cost} » (702.33f)',
  '702.33-kicker.whichKicker':
    '{id} a été « kické » une fois, mais le plateau ne dit pas avec lequel de ses deux coûts de kick ("kickedWith")',
  'parse.countersOnlyInExile': 'des marqueurs ne sont donnés que sur un permanent ou une carte en exil (702.62a)',
  'parse.anObjectCounterKindNumber': 'un objet : sorte de marqueur -> nombre, par exemple {"+1/+1": 2}',
  'parse.mustBeAnInteger': 'doit être un entier',
  'parse.atMostCountersOfA': "au plus 1000 marqueurs d'une même sorte",
  'parse.aNumberOfCountersCannot': 'un nombre de marqueurs ne peut pas être négatif',
  'parse.nullOrTheIdOf': "null, ou l'id d'un permanent",
  'parse.aPlayerIdWhoControls':
    "l'id d'un joueur : qui le contrôle quand aucun effet de changement de contrôle ne s'applique (110.2, 613.1b)",
  'parse.onlyAPhasedOutPermanent': 'seul un permanent hors phase attaché à un autre est mis hors phase indirectement',
  'parse.aListOfAbilityIndexes':
    "une liste d'index de capacités (à partir de 0) : ses capacités « N'activez qu'une seule fois par tour » activées ce tour-ci (602.5b)",
  'parse.aListOfIds': "une liste d'ids d'objets, chacun une fois",
  'parse.noLinkedExile':
    "{id} n'a pas de capacité qui exile une carte ainsi (un exil lié à « renvoyez la carte exilée », ou « jusqu'à ce que CARDNAME quitte le champ de bataille »)",
  'parse.exiledNotInExile':
    "{id}, dite exilée avec {source}, n'est pas une carte en exil, ou est dite exilée avec un autre permanent aussi",
  'parse.aStackEntryIsAn': 'un élément de la pile est un objet avec "card" ou "ability", et "controller"',
  'parse.requiredTheIdOfThe.2': "obligatoire : l'id du joueur qui le contrôle",
  'parse.aListOfObjectOr': "une liste d'ids d'objets ou de joueurs",
  'parse.theValueOfXAn': 'la valeur de X : un entier de 0 à 1000',
  'parse.theChosenModesAList': "les modes choisis : une liste d'index à partir de 0",
  'parse.exactlyOneOfCardA': 'exactement un champ parmi "card" (un sort) et "ability" ({source, index})',
  'parse.trueForASpellCast': 'true pour un sort lancé face cachée (708.4, 702.37c mue)',
  'parse.sourceObjectIdIndexAbility': `{"source": id d'objet, "index": index de capacité à partir de 0, "triggered"? : true pour une capacité déclenchée, "card"? : la source telle qu'elle a existé en dernier}`,
  'parse.chosenShape':
    'un objet {"color": "W"|"U"|"B"|"R"|"G", "creatureType": un type de créature, "player": un identifiant de joueur} (614.12a)',
  'parse.chosenOnlyOnBattlefield': "seul un permanent a ce qui a été choisi lorsqu'il est arrivé (614.12a, 400.7)",
  'parse.onlyAPermanentSpellWaits': 'seul un sort de permanent attend un choix de copie (707.5)',
  'parse.onlyATextChangingSpell': 'seul un sort qui change un texte attend des mots (612)',
  'parse.requiredForAStormTrigger':
    'obligatoire pour un déclenchement de tempête : le nombre de sorts lancés avant son sort ce tour-ci (702.40a)',
  'parse.spliced': 'une liste de cartes (noms du catalogue ou définitions en ligne) : les cartes imprégnées sur le sort (702.47a)',
  'parse.trueForACopyOf': "true pour une copie d'un sort (707.10)",
  'parse.division': 'un objet {id de cible : part}, chaque part un entier de 0 à 1000 (601.2d)',
  'parse.theChoiceTheSpellWaits': `le choix selon 616.1 qu'attend le sort : {player, options: [ids d'effets], text, kind: "damage" | "lifeGain", chosen: {damage?: [ids], lifeGain?: [ids]}, next: index d'effet}`,
  'parse.playerWhoChoosesTheWords': `{"player": qui choisit les mots, "next": index de l'effet de changement de texte parmi les effets du sort}`,
  'parse.theIdOfThePlayer': "l'id du joueur qui choisit ce dont le sort arrive en tant que copie (707.5)",
  'parse.aCardNameFromThe': 'un nom de carte du catalogue, ou une définition en ligne {name, types, ...}',
  'parse.aListOfStrings': 'une liste de chaînes',
  'parse.anIntegerOrAPrinted': 'un entier (ou une valeur imprimée comme "*")',
  'parse.requiredAtLeastOneCard': 'obligatoire : au moins un type de carte, par exemple ["Creature"]',
  'parse.aManaCostSuchAs': 'un coût de mana comme "{1}{G}"',
  'parse.atMostCharacters': 'au plus 5000 caractères',
  'parse.atMostCharacters.2': 'au plus 200 caractères',
  'parse.aListOfWU': 'une liste parmi W, U, B, R, G',
  'parse.aCreatureNeedsPowerAnd': "une créature a besoin d'une force et d'une endurance (208.1)",
  'parse.anObjectNumberActiveStep': 'un objet {number, active, step, priority, passed}',
  'parse.anId': "un id (une chaîne non vide) : l'objet ou le joueur qu'il désigne",
  'parse.referentLeft': 'true, et seulement avec refersTo : son objet a changé de zone depuis (400.7, 603.7c)',
  'parse.sacrificed':
    '{ power, toughness, manaValue } : des entiers (force et endurance null pour un non-créature, 208.3 ; valeur de mana 0 ou plus) : le permanent sacrifié pour le coût tel qu’il existait en dernier (608.2h)',
  'parse.aPlayerId': "l'id d'un joueur",
  'parse.aPlayerIdOrNull': "l'id d'un joueur, ou null",
  'parse.noPlayerReceivesPriorityDuring': "aucun joueur ne reçoit la priorité pendant l'étape de dégagement",
  'parse.aListOfPlayerIds': "une liste d'ids de joueurs",
  'parse.spellCountsByPlayer': 'un objet donnant, pour chaque id de joueur, le nombre de sorts que ce joueur a lancés',
  'parse.anObjectAttackersBlockers': 'un objet {attackers, blockers}',
  'parse.idAttackingCreatureAttackingPlayer': `{"id": créature attaquante, "attacking": id d'un joueur ou d'un planeswalker}`,
  'parse.trueOrFalse': 'true ou false',
  'parse.idBlockingCreatureBlockingAttacker': `{"id": créature bloqueuse, "blocking": [ids d'attaquants]}`,
  'parse.inTheDeclareAttackersStep': `pendant l'étape de déclaration des attaquants, personne n'a la priorité avant que les attaquants soient déclarés : donnez "priority": null, ou retirez "attackersDeclared": false`,
  'parse.inTheDeclareBlockersStep': `pendant l'étape de déclaration des bloqueurs, personne n'a la priorité avant que les bloqueurs soient déclarés : donnez "priority": null, ou retirez "blockersDeclared": false`,
  'parse.nullOrTheIdsOf': "null, ou les ids des créatures qui ont infligé des blessures d'initiative (510.4)",
  'parse.theActivePlayerSDivision':
    'la répartition des blessures de combat par le joueur actif (510.1) : {creatureId: {targetId: quantité}}',
  'parse.theEffectsChosenSoFar': `les effets choisis jusqu'ici pour chaque événement de blessures de combat (616.1f) : {"source>cible": [ids d'effets]}`,
  'parse.theChoiceTheCombatDamage':
    "le choix selon 616.1 qu'attendent les blessures de combat : {key, player, options: [ids d'effets], text}",
  'parse.theAttackingBandsCA': `les bandes attaquantes (702.22c) : une liste de listes d'ids de créatures attaquantes, par exemple [["a1", "a2"]]`,
  'parse.allCreaturesInAnAttacking': "toutes les créatures d'une bande attaquante attaquent le même joueur ou planeswalker",
  'parse.aContinuousEffectObject': "un objet d'effet continu",
  'parse.requiredForSetColorsA': 'obligatoire pour set-colors : une liste parmi W, U, B, R, G',
  'parse.requiredForSetCreatureTypes': 'obligatoire pour set-creature-types : une liste de types de créature',
  'parse.requiredForSetLandTypes':
    'obligatoire pour set-land-types : une liste de types de terrain de base (Plains, Island, Swamp, Mountain, Forest)',
  'parse.aListOfObjectIds': "une liste d'ids d'objets",
  'parse.requiredThePlayerWhoControls': "obligatoire : le joueur qui contrôle l'effet",
  'parse.redirectToRequired': 'redirectTo (un id de permanent) est obligatoire pour redirect-damage, et seulement pour lui (614.9)',
  'parse.damageSourceRequired':
    "damageSource (l'id de la source choisie) est obligatoire pour prevent-next-from-source, et seulement pour lui (609.7a)",
  'parse.damageSourceColors':
    "prevent-next-from-source : colors, s'il est donné, est une liste de W, U, B, R, G : la source doit avoir l'une d'elles (609.7b)",
  'parse.damageSourceTypes':
    "prevent-next-from-source : types, s'il est donné, est une liste de types de carte que la source doit avoir (609.7b)",
  'parse.combatPreventionOnly': 'combat est un booléen, seulement pour prevent-all-damage et prevent-damage-by (615.1a)',
  'parse.blockAdditionalAmount':
    "pour block-additional, si donné : combien de créatures attaquantes de plus les créatures affectées peuvent bloquer (1 ou plus ; absent : n'importe quel nombre, 509.1a)",
  'parse.requiredForPreventDamageHow': 'obligatoire pour prevent-damage : combien de blessures le bouclier prévient encore (1 ou plus)',
  'parse.addAbilityUnsupported': 'le moteur ne comprend pas la capacité "{text}" : un effet qui la confère n\'est pas pris en charge',
  'parse.requiredForAddAbility':
    'obligatoire pour add-ability : la capacité entre guillemets, comprise en entier, par exemple "Whenever this creature attacks, put a +1/+1 counter on it."',
  'parse.requiredForAddTypesA': 'obligatoire pour add-types : une liste de types de carte, par exemple ["Creature"]',
  'parse.requiredForMustBlockThe':
    "pour must-block, si donné : l'id de la créature attaquante que la créature affectée bloque si elle le peut (509.1c ; absent : elle bloque une créature attaquante si elle le peut)",
  'parse.cantBlockAttacker':
    "pour cant-block, s'il est donné : l'id de la créature attaquante que la créature affectée ne peut pas bloquer (509.1b)",
  'parse.onlyForSetPt': 'seulement pour set-pt',
  'parse.forSetPtWhatPower': `pour set-pt : ce à quoi la force et l'endurance sont chacune égales, dans une formulation de carte que le moteur lit, par exemple "the number of creature cards in your graveyard"`,
  'parse.requiredForChangeTextThe':
    'obligatoire pour change-text : le mot remplacé, un mot de couleur ("black"), un type de terrain de base ("Swamp") ou un type de créature ("Goblin")',
  'parse.playerCountCardsToDiscard': `{"player", "count": cartes à défausser, "next": index de l'effet après la défausse}`,
  'parse.playerTheSpellSController': `{"player": le contrôleur du sort, "instance": l'instance d'amplification à laquelle on répond, à partir de 0 (702.38b), "counters": marqueurs +1/+1 des instances précédentes}`,
  'parse.idSourceObjectIdIndex': `{"id", "source": id d'objet, "index": index de capacité déclenchée à partir de 0, "controller": id de joueur, "ordered"?, "targets"?}`,
  'parse.theModeChosenForA': 'le mode choisi pour une capacité déclenchée modale : [index à partir de 0]',
  'parse.aNumberFixedAsIt': 'un nombre fixé au déclenchement (702.40a compte de tempête) : un entier de 0 à 1000',
  'parse.nullOrTheChosenTarget': 'null, ou les ids des cibles choisies',
  'parse.whatTheDelayedTriggeredAbility': 'ce que fait la capacité déclenchée retardée, en texte de règles, par exemple "Draw a card."',
  'parse.multiplayer': 'les parties à plus de deux joueurs ne sont pas encore prises en charge : donnez exactement deux joueurs',
  'parse.SPELLS_CAST_BELOW_PLAYERS': 'les joueurs nommés ont lancé {sum} sort(s) : le total ne peut pas valoir {given}',
  'parse.SPELLS_CAST_TOO_FEW': '{count} sort(s) sur la pile ont été lancés ce tour-ci : spellsCast ne peut pas valoir {given}',
  'parse.TOO_MANY_TARGETS': "{name} ({id}) a {allowed} cible(s) tel qu'il a été lancé, pas {given}",
  'parse.controlledSourceRequired':
    "requis avec la durée « while-you-control-source » (611.2b), et seulement avec elle : l'identifiant du permanent",
  'parse.tappedSourceRequired':
    "requis avec la durée « while-source-tapped » (611.2b), permis avec « while-you-control-source » (et il reste engagé), et seulement avec elles : l'identifiant du permanent",
  'parse.NO_UNTAP_CHOICE':
    "{name} n'a pas de capacité « Vous pouvez choisir de ne pas dégager » : keepTapped ne peut pas être choisi pour lui",
  'parse.NOT_ONCE_EACH_TURN':
    "la capacité {index} de {name} n'est pas une capacité « N'activez qu'une seule fois par tour » : il n'y a rien à en retenir",
  'parse.NOTHING_TO_ORDER':
    "{id} n'est pas un sort en cours de résolution dont l'effet {next} inflige des blessures ou fait gagner des points de vie : il n'attend pas d'ordre d'effets de remplacement",
  'parse.NOTHING_TO_ORDER.step':
    "les blessures de combat sont infligées pendant une étape de blessures de combat, pas pendant l'étape {step} : rien n'attend d'ordre d'effets de remplacement",
  'parse.NOT_MODAL': "« {text} » n'est pas modal : il n'a aucun mode à choisir",
  'parse.INVALID_MODES.missing':
    '« {text} » est modal : ses modes ont été choisis quand il a été mis sur la pile ({rule}) ; donnez-les dans "modes"',
  'parse.INVALID_MODES.count': '« {text} » a les modes 0..{last} : {count} mode(s) différent(s) sont choisis (700.2d)',
  'parse.TARGETS_BEFORE_MODE':
    '« {text} » est modal : ses cibles sont celles du mode choisi (603.3c-d) : donnez "modes" avec elles, ou aucune cible',
  'parse.MISSING_DAMAGE_AMOUNT': `{id} est un déclenchement de blessures dont le texte lit les blessures infligées (« autant ») : donnez les blessures infligées lors de son événement dans "x" (603.2)`,
  'parse.MISSING_MODULAR_AMOUNT': `{id} est un déclenchement de modulaire : donnez dans "x" le nombre de marqueurs +1/+1 qu'avait sa source en quittant le champ de bataille (702.43a)`,
  'parse.MISSING_REFERENT': `{id} est un déclenchement d'exaltation : donnez la créature qui a attaqué seule dans "refersTo" (702.83a)`,
  'parse.MISSING_EVOLVE_REFERENT': `{id} est un déclenchement d'évolution : donnez la créature arrivée dans "refersTo" (702.100a)`,
  'parse.NOTHING_OPTIONAL':
    "{id} n'a aucun « vous pouvez » sur lequel ce moteur interroge (« vous pouvez », provocation, folie) : il n'attend pas cette réponse",
  'parse.NOT_CONTROLLER.theyMay': "« peut » de {id} : c'est {controller}, le joueur qu'il désigne, qui répond, pas {player}",
  'parse.NOT_CONTROLLER.youMay': '{id} est contrôlé par {controller} : {player} ne répond pas à son « vous pouvez »',
  'parse.MISSING_X': `{id} a {X} dans son coût de mana : X a été annoncé quand il a été lancé (601.2b) ; donnez-le dans "x" (son « arrive avec X marqueurs » l'utilise, 107.3m)`,
  'parse.NOTHING_TO_PAY':
    "{id} n'est pas un sort en cours de résolution dont le « contrecarrez le sort ciblé à moins que son contrôleur ne paie » cible un sort sur la pile : il n'attend pas de paiement",
  'parse.NOT_CONTROLLER.pay': '{id} est contrôlé par {controller} : seul ce joueur peut payer pour lui, pas {player}',
  'parse.UNKNOWN_ATTACHMENT':
    '"attachedTo" désigne "{id}", qui n\'est ni un joueur de la partie ni un objet du plateau : une Aura qui ne peut enchanter que des joueurs est attachée à un joueur de la partie',
  'parse.DUPLICATE_ID': `l'id "{id}" est utilisé deux fois (aussi en {previous}) : un objet est dans exactement une zone, et les ids sont uniques parmi les joueurs et les objets`,
  'parse.integerMagnitude': 'doit être un entier (de valeur absolue au plus {max})',
  'parse.NEGATIVE_VALUE': 'doit valoir {min} ou plus',
  'parse.emblemNotUnderstood':
    "{name} : le moteur ne comprend pas « {text} » comme une capacité d'emblème qui fonctionne depuis la zone de commandement (114.4)",
  'parse.NOT_A_PERMANENT':
    "{name} n'est pas une carte de permanent : les éphémères et les rituels ne peuvent pas être sur le champ de bataille",
  'parse.amplifyInstances': `{name} a {count} instance(s) d'amplification : "instance" les compte à partir de 0 (702.38b)`,
  'parse.additionalCosts':
    'les coûts additionnels payés quand il a été lancé : une liste parmi {costs} ("kicker" une fois par fois où il a été « kické »)',
  'parse.awaitingCopyNotCopy':
    'seul un sort qui peut arriver en tant que copie (« Vous pouvez faire que ... arrive en tant que copie de ... ») attend ce choix',
  'parse.NOT_CONTROLLER.copy': '« Vous pouvez faire que ... » est choisi par le contrôleur du sort, {controller}, pas par {player}',
  'parse.UNKNOWN_CARD': 'aucune carte nommée « {name} » dans le catalogue (nom anglais ou français)',
  'parse.UNKNOWN_PLAYER': "« {id} » n'est pas un joueur de cette partie",
  'parse.oneOf': 'une valeur parmi {values}',
  'parse.NOT_ON_BATTLEFIELD': "« {id} » n'est pas un permanent sur le champ de bataille",
  'parse.COMBAT_OUTSIDE_COMBAT_PHASE': "il n'y a pas de combat pendant l'étape {step}",
  'parse.BAND_MEMBER_NOT_ATTACKING': "« {id} » n'est pas une créature attaquante",
  'parse.keywordRequired': 'obligatoire pour {kind} : la capacité mot-clé, par exemple "flying"',
  'parse.keywordEffectUnsupported':
    "un effet « {kind} » pour « {keyword} » n'est pas pris en charge : le moteur n'applique cette capacité mot-clé que là où elle est imprimée, ou pas du tout",
  'parse.grantedAbilityText':
    'la capacité conférée, par son texte entre guillemets, par exemple "{T}: This creature deals 1 damage to any target."',
  'parse.UNSUPPORTED_GRANTED_ABILITY': 'le moteur ne comprend pas la capacité conférée ({kind}) « {text} »',
  'parse.UNSUPPORTED_DELAYED_TRIGGER': 'le moteur ne comprend pas la capacité déclenchée retardée « {text} »',
  'parse.delayedShape': `{"id", "source": l'objet qui l'a créée, "controller": id de joueur, "when": {when}, "effect": texte de règles comme "Draw a card."}`,
  'parse.additionalPhases': 'une liste de « combat » et « main » (500.8)',
  'parse.resumeAt': "un nom d'étape (500.8)",
  'parse.extraTurnNow':
    'un objet {"id": l\'id du tour supplémentaire, "after": le joueur après le tour duquel les tours supplémentaires ont été ajoutés}',
  'parse.extraTurn': 'un objet {"id": l\'id du tour supplémentaire, "player": le joueur qui le joue}',
  'parse.UNKNOWN_EXTRA_TURN': "« {id} » n'est pas un tour supplémentaire de ce plateau (extraTurns, ou turn.extraTurn)",
  'parse.delayedTurnOnly': 'seule une capacité retardée de "when" "that-turn-end-step" désigne un tour',
  'parse.delayedWhen': "une valeur parmi {values} : le début de l'entretien du prochain tour, ou de la prochaine étape de fin",
  'parse.notTextChange':
    "l'effet {next} de ce sort n'est pas un changement de texte (« Changez le texte de ... ciblé en remplaçant toutes les occurrences de ... », 612)",
  'parse.BAND_MEMBER_TWICE': "« {id} » est dans deux bandes ; chaque créature ne peut faire partie que d'une seule",
  'parse.changeTextTo': 'obligatoire pour change-text : le mot qui remplace « {from} », {kind}',
  'pendingChoice.oneAtATime': 'un sort ou une capacité attend un seul choix à la fois : donnez seulement "pendingChoice" (pas {fields})',
  'pendingChoice.deprecated': `l'id du joueur qui répond (obsolète : écrivez "pendingChoice": {"kind": "{kind}", "player": id})`,
  'pendingChoice.shape': `{"kind": une valeur parmi {kinds}, "player": l'id du joueur qui répond}`,
  'pendingChoice.notAField': `pas un champ d'un choix en attente "{kind}" ({fields})`,
  'pendingChoice.player': "l'id du joueur qui répond",
  'pendingChoice.next': "l'index de l'effet {kind} du sort (à partir de 0)",
  '701.22-scry.NOTHING_TO_SCRY': "{id} n'est pas un sort en cours de résolution dont l'effet {next} est un regard : il n'en attend pas",
  '701.22-scry.NOT_CONTROLLER': "{id} est contrôlé par {controller} : ce n'est pas {player} qui regarde",
  '701.22-scry.UNSUPPORTED_HIDDEN_CARD':
    '{player} regarde les {count} carte(s) du dessus de sa bibliothèque : donnez-les par leur nom ({hidden} cachée(s) sur {total} ; CONTRACT §2 "Hidden cards")',
  '701.22-scry.hiddenWhileResolving':
    '{player} regarde {count} : {hidden} des {total} carte(s) du dessus de la bibliothèque de {player} sont cachées ; donnez les {total} carte(s) du dessus de cette bibliothèque par leur nom (CONTRACT §2 "Hidden cards")',
  '701.23-search.NOTHING_TO_SEARCH':
    "{id} n'est pas un sort en cours de résolution dont l'effet {next} est une recherche : il n'en attend pas",
  '701.23-search.NOT_CONTROLLER': "{id} est contrôlé par {controller} : ce n'est pas {player} qui cherche",
  '701.23-search.UNSUPPORTED_HIDDEN_CARD':
    '{player} cherche dans sa bibliothèque : donnez chacune de ses cartes par son nom ({hidden} cachée(s) ; CONTRACT §2 "Hidden cards")',
  '701.23-search.hiddenWhileResolving': `{player} cherche dans sa bibliothèque : {hidden} de ses cartes sont cachées ; donnez chaque carte de la bibliothèque de {player} par son nom, celle du dessus d'abord (CONTRACT §2 "Hidden cards")`,
  '613-control.CONTROLLER_MISMATCH':
    '{object} est contrôlé par {controller}, pas par {given} : {by} donne à {controller} le contrôle de celui-ci (613.1b)',
  'parse.anotherColorWord': 'un autre mot de couleur',
  'parse.anotherBasicLandType': 'un autre type de terrain de base',
  'parse.anotherCreatureType': 'un autre type de créature',
  'parse.ignored': '{path} : {message} (ignoré)',
  'compiled.notUnderstood': '{name} : le moteur ne comprend pas « {lines} »{stops}',
  'compiled.grammarStops': "; dans « {line} », la grammaire s'arrête à « {words} »",
  'compiled.ignored': '{message} (ignoré)',
  '702.38-amplify.UNSUPPORTED_HIDDEN_CARD':
    "la main de {player} contient {hidden} carte(s) cachée(s) : l'arbitre ne sait pas lesquelles pourraient être révélées pour l'amplification de {object} (donnez les cartes de la main)",
  '702.85-cascade.UNSUPPORTED_RESOLUTION':
    "la capacité de cascade {id} se résout après que son sort {spell} a quitté la pile : sa valeur de mana telle qu'elle y était en dernier (608.2h) n'est pas conservée",
  '702.85-cascade.UNSUPPORTED_HIDDEN_CARD':
    "la cascade exile les cartes de la bibliothèque de {player} depuis le dessus jusqu'à une carte non-terrain de valeur de mana inférieure à {value} : la carte {position} en partant du dessus est cachée ; donnez par leur nom les cartes de la bibliothèque depuis le dessus jusqu'à celle-ci (ou toutes)",
  'reveal-until.UNSUPPORTED_HIDDEN_CARD':
    "{name} : {player} révèle des cartes du dessus de sa bibliothèque jusqu'à une carte de type {type} : la carte {position} depuis le dessus est cachée ; donnez les cartes de la bibliothèque par leur nom, du dessus jusqu'à cette carte (ou toutes)",
  '702.85-cascade.UNSUPPORTED_SPLIT': "la valeur de mana de la carte scindée {name} (202.3d) n'est pas lue ici par la cascade",
  '702.40-storm.UNSUPPORTED_RESOLUTION':
    "le sort que copie le déclenchement de tempête {id} ({spell}) n'est plus sur la pile : le copier d'après ses dernières informations connues n'est pas pris en charge",
  '702.40-storm.permanentSpell':
    '{name} est un sort de permanent : les copies de sorts de permanent (707.10f) ne sont pas prises en charge',
  '707.10-copy-spell.severalTargets':
    "la copie de {name} a {count} cibles : choisir de nouvelles cibles pour plusieurs cibles (707.10c, 115.7d) n'est pas pris en charge",
  '707.10-copy-spell.spliced':
    "des cartes sont attachées à {name} : la copie d'un sort avec des cartes attachées n'est pas prise en charge",
  '115.7-change-targets.unmatched':
    "{name} a {count} cible(s) que le moteur ne sait pas rapporter à une exigence de ciblage (ou des cartes lui sont attachées) : changer sa cible n'est pas pris en charge",
  '115.7-change-targets.NOTHING_TO_CHOOSE':
    "{id} n'attend aucune nouvelle cible : seul le haut de la pile, à une instruction « changez la cible » dont le sort a plusieurs autres cibles légales, en attend une, choisie par son contrôleur {controller} (115.7a)",
  '702.51-convoke.UNSUPPORTED_PAYMENT': 'trop de façons pour {count} créatures de payer {cost} par convocation : nommez moins de créatures',
  '702.37-morph.UNSUPPORTED_ACTION':
    "{id} a perdu toutes ses capacités (613.1f) : s'il aurait un coût de mue s'il était face visible n'est pas encore jugé",
  '702.22-banding.UNSUPPORTED_BANDING':
    "{object} ne peut être bloqué que par deux créatures ou plus (la menace, 702.111b, ou autre) et fait partie d'une bande avec {id} : la façon dont une telle restriction compte les bloqueurs d'une bande (702.22h) n'est pas implémentée",
  '509-declare-blockers.UNSUPPORTED_BLOCK_REQUIREMENTS':
    "{count} obligations de blocage sur {creatures} créatures, c'est plus que ce moteur ne pèse (509.1c)",
  '509-declare-blockers.UNSUPPORTED_BLOCK_REQUIREMENTS.ways':
    "trop de façons d'ajouter des bloqueurs à côté de ceux qui sont obligatoires (509.1c, 702.111b)",
  '120-damage.UNSUPPORTED_DAMAGE_SOURCE':
    'un effet de remplacement ou de prévention dépend de la source des blessures de {name} ({id}), qui a quitté la zone où le moteur la lit (609.7)',
  '510-combat-damage.UNSUPPORTED_BANDING':
    "{player} répartit les blessures de combat de {name} (bloqué par une créature avec la bande, 702.22j) ; assigner ses blessures de piétinement à {attacking} n'est pas implémenté",
  '510-combat-damage.UNSUPPORTED_BANDING.unblocked':
    "{player} répartit les blessures de combat de {name} (bloqué par une créature avec la bande, 702.22j), dont le contrôleur peut lui faire attribuer ses blessures comme s'il n'était pas bloqué : qui fait ce choix n'est pas implémenté",
  '510-combat-damage.UNSUPPORTED_REPLACEMENT_CHOICE':
    'le bouclier {id} ({size}) préviendrait une partie des blessures de combat de {sources} sources infligées en même temps : quelles blessures il prévient est le choix de son joueur (615.7), non implémenté',
  '608.2h-quantities.UNSUPPORTED_EFFECT':
    "{id} : l'objet auquel sa quantité se réfère a quitté sa zone et ses dernières informations connues ne sont pas sur le plateau",
  '616-replacement-order.simultaneousFollowUp':
    "l'effet {id} appliquerait son effet supplémentaire à plusieurs blessures infligées en même temps : non énuméré",
  '616-replacement-order.redirectUnsupported':
    "la redirection {id} s'applique à des blessures que le moteur ne sait pas infliger de nouveau ici",
  '616-replacement-order.orderUnsupported':
    "{player} choisit lequel de {options} s'applique d'abord à {event} (616.1, 616.1e) : l'ordre change le résultat, et ce moteur ne demande ce choix que pour les blessures de combat et les blessures ou le gain de points de vie uniques d'un sort",
  '616-replacement-order.UNSUPPORTED_REPLACEMENT_CHOICE':
    "{count} effets de remplacement et de prévention s'appliquent à {event} : plus que ce moteur n'en ordonne (616.1)",
  '612-text-changing.UNSUPPORTED_CARD': '{object}, avec « {from} » changé en « {to} », a un texte que le moteur ne comprend pas : {lines}',
  '712-double-faced.copy':
    "{describe} est une copie : une copie qui se transforme reste une copie de ce qu'elle copie (712.9), ce qui n'est pas pris en charge",
  '712-double-faced.abilityWaiting':
    "{describe} se transformerait alors qu'une de ses capacités attend sur la pile ou d'y être mise : une capacité lue sur la face d'où elle vient (113.7a) n'est pas prise en charge",
  'parse.BACK_FACE':
    '{name} est le verso de {front} : nommez la carte par son recto, avec "transformed": true pour un permanent dont le verso est visible (712.8a, 712.8e)',
  'parse.NOT_DOUBLE_FACED':
    "{name} n'est pas une carte recto verso ayant un verso en lequel se transformer : elle ne peut pas être transformée (701.27c, 712.9)",
  'parse.TRANSFORMED_FACE_DOWN': 'un permanent face cachée ne peut pas être transformé (712.15a)',
  'parse.TRANSFORMED_COPY': "un permanent transformé qui est aussi une copie (712.9) n'est pas pris en charge",
  'parse.INVALID_PAIR':
    '{id} est apparié à {other}, qui doit être une autre créature du champ de bataille sous le même contrôle, appariée à {id} (702.95b, 702.95d-e)',
  'parse.pairedWithShape': 'l’id de la créature à laquelle il est apparié (702.95b)',
  'parse.NOT_FUSE': '{name} n’a pas la fusion (702.102a) : il ne peut pas être un sort scindé fusionné',
  'parse.FUSED_OTHER': 'un sort scindé fusionné qui est aussi face cachée ou avec la grâce n’est pas pris en charge',
  'parse.NOT_BESTOW': '{name} n’a pas la capacité de grâce (702.103a) : il ne peut pas être une Aura avec la grâce',
  'parse.BESTOWED_OTHER': 'un objet avec la grâce qui est aussi face cachée, transformé ou une copie n’est pas pris en charge',
  '707-copies.faceDown':
    "{copy} serait une copie de {id}, face cachée : copier des caractéristiques face cachée (708.2, 707.2) n'est pas pris en charge",
  '707-copies.entersAsCopy':
    "{copy} arriverait en tant que copie de {name} ({id}), dont les valeurs copiables disent qu'il peut lui-même arriver en tant que copie : les capacités « arrive en tant que copie » copiées (707.5, 614.12) ne sont pas prises en charge",
  '707-copies.aura':
    "{object} arriverait en tant que copie de l'Aura {aura} : une Aura mise sur le champ de bataille sans avoir été lancée (303.4f) n'est pas prise en charge",
  '707-copies.auraToken':
    "un jeton créé par {id} serait une copie de l'Aura {name} ({aura}) : une Aura mise sur le champ de bataille sans avoir été lancée (303.4f) n'est pas prise en charge",
  '603-triggered-abilities.lastTurnUnknown':
    'le plateau ne dit pas combien de sorts ont été lancés au tour précédent (turn.spellsCastLastTurn) : le « si » intercalé ne peut pas être vérifié',
  '603-triggered-abilities.lastTurnByPlayerUnknown':
    '{total} sort(s) ont été lancés au tour précédent, dont {unnamed} par un joueur que le plateau ne nomme pas (turn.spellsCastLastTurnBy) : on ne peut pas dire si un joueur en a lancé deux ou plus',
  '603-triggered-abilities.kickedUnknown':
    "{source} a quitté le champ de bataille : on ne se souvient pas s'il a été « kické » une fois qu'il est parti",
  '603-triggered-abilities.UNSUPPORTED_TRIGGER':
    "la source de la capacité déclenchée {id} ({source}) n'est plus sur ce plateau : sa capacité ne peut pas être lue",
  '608-resolving.abilityWithoutSource':
    'la capacité {id} est introuvable sur sa source ({source}) : les capacités sans source connue ne sont pas prises en charge',
  '608-resolving.afterUnlessPays':
    '{name} : les instructions après « contrecarrez le sort ciblé à moins que son contrôleur ne paie » ne sont pas prises en charge',
  '608-resolving.searchByAbility': "{name} : une recherche (701.23a) par une capacité n'est pas prise en charge",
  '608-resolving.scryByAbility': "{name} : le regard (701.22a) par une capacité n'est pas pris en charge",
  '608-resolving.textChangeByAbility': '{name} : les capacités qui changent un texte (612), hors sorts, ne sont pas prises en charge',
  '608-resolving.delayedReferentUnknown': "{id} crée une capacité déclenchée retardée à propos d'un objet qu'il ne peut pas nommer",
  '608-resolving.enchantedUnknown': "{source} a quitté le champ de bataille : la « créature enchantée » de sa capacité n'est pas connue",
  '614-replacement-effects.UNSUPPORTED_REPLACEMENT_CHOICE':
    "{object} serait mis dans un cimetière et {count} effets de remplacement s'appliquent ({ids}) : son contrôleur choisit (616.1), ce que ce moteur ne demande que pour les actions basées sur un état",
  '614-replacement-effects.UNSUPPORTED_HIDDEN_CARD':
    "{id} est une carte cachée : la défausser la révélerait dans une zone publique (400.2), et le fait qu'elle ait la folie (702.35a) décide où elle va ; dites quelle carte c'est",
  'adjudicate.UNSUPPORTED_ACTION': "l'action « {type} » n'est pas encore implémentée",
  '602-activating-abilities.UNSUPPORTED_ACTION':
    "{object} peut ajouter {options} : dites lequel dans « mana » pour l'activer seul (un paiement choisit de lui-même)",
  '602-activating-abilities.UNSUPPORTED_CARD':
    "{message} : la capacité {index} de ses capacités activées, dans l'ordre de son texte, est de celles que le moteur ne comprend pas",
  '602-activating-abilities.UNSUPPORTED_CARD.graveyard':
    '{message} : une capacité activée depuis un cimetière que le moteur ne comprend pas',
  'adjudicate.noObject': 'aucun objet « {id} » sur ce plateau',
  'adjudicate.noPermanent': 'aucun permanent « {id} » sur ce plateau',
  'adjudicate.noObjectOrPlayer': 'aucun objet ni joueur « {id} » sur ce plateau',
  'adjudicate.noPlayerOrPlaneswalker': 'aucun joueur ni planeswalker « {id} » sur ce plateau',
  'adjudicate.actionOrActions': 'donnez exactement un champ parmi "action" (une action) et "actions" (une liste)',
  'adjudicate.actionsList': "doit être une liste d'actions",
  'action.object': 'une action doit être un objet avec un "type"',
  'schema.dPassPriority': '117.3d, 117.4 : passer la priorité.',
  'schema.unknownFieldForThisAction': "champ inconnu pour ce type d'action",
  'schema.theIdOfThePlayer': "l'id du joueur qui effectue l'action",
  'schema.aPlayALand': '305, 116.2a : jouer un terrain.',
  'schema.theIdOfTheLand': "l'id de la carte de terrain",
  'schema.trueToPayTheLife':
    "true pour payer la vie que le terrain demande en arrivant (614.12a, 119.4) ; absent ou false : elle n'est pas payée, il arrive engagé",
  'schema.castASpell': '601 : lancer un sort.',
  'schema.theIdOfTheCard': "l'id de la carte à lancer",
  'schema.aListOfObjectOr': "une liste d'ids d'objets ou de joueurs",
  'schema.theChosenModesAList': "les modes choisis : une liste d'index à partir de 0",
  'schema.anIntegerFromTo': 'un entier de 0 à 1000',
  'schema.tapSourceIdsPoolR': '{"tap": [ids de sources], "pool": "{R}"}',
  'schema.unknownFieldTapPoolConvoke': 'champ inconnu : "tap", "pool", "convoke", "delve" ou "improvise"',
  'schema.aListOfPermanentIds': "une liste d'ids de permanents",
  'schema.aManaStringSuchAs': 'une chaîne de mana comme "{R}"',
  'schema.aListOfCreatureIds': "une liste d'ids de créatures (702.51a)",
  'schema.aListOfIdsOf': "une liste d'ids de cartes du cimetière du lanceur (702.66a)",
  'schema.theAlternativeCostEG':
    'le coût alternatif (118.9) : "flashback", "madness", "evoke", "dash", "bestow", "overload", "surge", "emerge", "awaken", "suspend", "rebound" ou "cascade" (702.62d, 702.88b, 702.85a : pour répondre à leur capacité déclenchée, lancer depuis l\'exil sans payer son coût de mana), ou "card" pour celui écrit sur la carte (« plutôt que de payer son coût de mana »)',
  'schema.theOptionalAdditionalCostsTo':
    'les coûts additionnels facultatifs à payer (601.2b) : une liste parmi "kicker", "kicker2", "buyback", "entwine", "replicate", "conspire" ; "kicker" une fois par fois où le sort est « kické » (multikicker), "replicate" une fois par paiement de son coût de réplique, "conspire" avec les deux créatures engagées dans "tapUntapped" (702.78a)',
  'schema.trueToCastTheCard': 'true pour lancer la carte face cachée (702.37c mue : un sort de créature 2/2 pour {3})',
  'schema.trueToFuse':
    "true pour lancer ensemble, depuis la main, les deux moitiés d'une carte scindée avec fusion (702.102a) : son coût total comprend les deux coûts de mana (702.102c)",
  'schema.theIdsOfThePermanents':
    'les ids des permanents sacrifiés pour payer le coût additionnel (« sacrifiez une créature »), ou la créature sacrifiée pour l’émergence (702.119c)',
  'schema.castSplice':
    "les identifiants des cartes à « Splice onto Arcane [coût de mana] » révélées de la main pour les imprégner sur ce sort arcanique (702.47a), dans l'ordre où leurs effets suivent les siens (702.47b) ; leurs coûts d'imprégnation sont des coûts supplémentaires ; leurs cibles suivent celles du sort dans « targets » (702.47d)",
  'schema.theIdsOfTheCards': "les ids des cartes défaussées de la main pour payer le coût additionnel (« défaussez-vous d'une carte »)",
  'schema.activateAnAbility': '602 : activer une capacité.',
  'schema.theIdOfThePermanent': "l'id du permanent dont la capacité est activée",
  'schema.theIndexAmongTheSource': "l'index parmi les capacités activées de la source, à partir de 0",
  'schema.unknownFieldTapOrPool': 'champ inconnu : "tap" ou "pool" ("convoke" et "delve" servent à lancer un sort, 702.51a, 702.66a)',
  'schema.theIdsOfThePermanents.2': 'les ids des permanents sacrifiés pour payer le coût (« Sacrifiez une créature »)',
  'schema.aConcedeTheGame': '104.3a : concéder la partie.',
  'schema.answersADecisionItsId': 'Répond à une décision (son id) par les ids choisis.',
  'schema.theIdOfTheDecision': "l'id de la décision à laquelle on répond",
  'schema.aListOfTheIds': 'une liste des ids choisis',
  'schema.declareAttackers': '508 : déclarer les attaquants.',
  'schema.aListOfIdAttacking': "une liste de {id, attacking} (vide pour n'attaquer avec rien)",
  'schema.idCreatureIdAttackingPlayer': '{"id": id de créature, "attacking": id de joueur ou de planeswalker}',
  'schema.theAttackingBandsCA': `les bandes attaquantes (702.22c) : une liste de listes non vides d'ids de créatures attaquantes, par exemple [["a1", "a2"]]`,
  'schema.attackPayment':
    'comment le coût total pour attaquer est payé (508.1h-j : « Les créatures ne peuvent pas vous attaquer à moins que leur contrôleur ne paie {2} pour chaque créature ... »), comme pour un sort : {"tap": [ids de sources], "pool": "{R}"} ; absent : payé automatiquement',
  'schema.declareBlockers': '509 : déclarer les bloqueurs.',
  'schema.aListOfIdBlocking': "une liste de {id, blocking: [ids d'attaquants]} (vide pour ne bloquer avec rien)",
  'schema.idCreatureIdBlockingAttacker': `{"id": id de créature, "blocking": [ids d'attaquants]}`,
  'schema.divideCombatDamage': '510.1 : répartir les blessures de combat.',
  'schema.attackeridTargetidAmountWithWhole': '{attackerId: {targetId: quantité}} avec des quantités entières de 0 ou plus',
  'schema.bEASpecialAction': '116.2b, 702.37e, 116.2f : une action spéciale.',
  'schema.theSpecialActionOneOf': `l'action spéciale (116.2), une valeur parmi "turnFaceUp", "suspend"`,
  'schema.theIdOfTheFace': `l'id du permanent face cachée à retourner face visible ("turnFaceUp"), ou de la carte en main à suspendre ("suspend", 702.62a)`,
  'schema.notImplementedYetUnsupportedAction': '103.5 : pas encore implémenté (422 UNSUPPORTED_ACTION).',
  'schema.theCardsPutOnThe': 'les cartes mises au-dessous',
  'schema.anObjectStateActionActions': 'un objet {state, action | actions, allowUnsupported?}',
  'schema.unknownField': 'champ inconnu',
  'schema.requiredTheBoardContract': 'obligatoire : le plateau (CONTRACT §1)',
  'schema.aListOfAtMost': "une liste d'au plus 500 actions",
  'schema.mustBeTrueOrFalse': 'doit valoir true ou false',
  'schema.anIntegerFromTo.2': 'un entier de 1 à 2000',
  'schema.titleMustBeToCharacters': 'title doit compter de 1 à 200 caractères, et ne pas être vide',
  'schema.questionMustBeToCharacters': 'question doit compter de 1 à 5000 caractères, et ne pas être vide',
  'wire.text': '{text}',
  'wire.required': 'obligatoire : {what}',
  'wire.number': 'doit être un nombre',
  'wire.object': 'doit être un objet',
  'wire.literal': 'doit valoir {value}',
  'wire.minLength': 'au moins {min} caractère(s)',
  'wire.maxLength': 'au plus {max} caractère(s)',
  'wire.minItems': 'au moins {min} élément(s)',
  'wire.maxItems': 'au plus {max} élément(s)',
  'wire.minimum': 'doit valoir {min} ou plus',
  'wire.maximum': 'doit valoir {max} ou moins',
  'wire.requiredField': 'obligatoire',
  'wire.invalid': 'valeur invalide ici',
  'adjudicate.atPath': '{path} : {message}',
  'adjudicate.unsupportedReason': '{code} : {message}',
  'adjudicate.list': '{items}',
  'problem.invalidFields': '{count} champ(s) invalide(s) : {fields}',
  'problem.bodyObject': 'le corps doit être un objet JSON',
  'problem.tooDeep': "imbriqué sur plus de {depth} niveaux : aucune requête de cette API ne l'est",
  'problem.bodyTooLarge': 'Le corps de la requête dépasse la limite de ce service.',
  'problem.malformedJson': "Le corps n'est pas du JSON valide.",
  'problem.malformedJsonAt': "Le corps n'est pas du JSON valide (à la position {position}).",
  'problem.notJson': 'pas du JSON valide',
  'problem.internal': "Une erreur interne s'est produite ; elle a été journalisée.",
  'query.wholeNumber': '{field} doit être un nombre entier de {min} à {max}',
  'query.length': '{field} doit compter de 1 à {max} caractères, et ne pas être vide',
  'query.ruleNumber': '{field} doit être un numéro de règle : {examples}',
  'query.unknown': 'le paramètre {field} ne devrait pas exister',
  'query.string': '{field} doit être une chaîne',
  'problem.methodNotAllowed': '{path} répond à {allowed}, pas à {method}.',
  'problem.notJsonType': 'Le corps doit être du JSON (Content-Type: application/json), pas {sent}.',
  'problem.noContentType': "Le corps doit être du JSON (Content-Type: application/json), et la requête n'a pas de Content-Type.",
  'problem.rateLimited': 'Plus de {limit} requêtes vers cette route de ce client en {seconds} s ; réessayez dans {retry} s (Retry-After).',
  'problem.cardNotFound': 'Aucune carte nommée {name} dans le catalogue ({source}), par son nom anglais ou français',
  'problem.timeBudget':
    "Le moteur n'a pas terminé cette requête dans son budget de temps de {budget} ms (ENGINE_TIMEOUT_MS) et a été arrêté. La même requête prendra de nouveau autant de temps : un plateau plus petit ou, pour les actions légales, une limite plus petite pourrait tenir.",
  'problem.shuttingDown': "Le serveur s'arrête ; renvoyez la requête (à une autre instance).",
  'problem.ruleNotFound': 'Aucune règle {number} dans le corpus des règles complètes (édition {edition})',
  'problem.notReady': "La base de données ne répond pas ; cette instance ne devrait recevoir aucun trafic tant qu'elle ne répond pas.",
  'problem.writesDisabled':
    'les écritures sont désactivées : définissez RULINGS_API_KEY sur le serveur pour enregistrer, remplacer ou supprimer des décisions',
  'problem.missingApiKey': "cette écriture demande la clé d'API dans l'en-tête {header}",
  'problem.wrongApiKey': "l'en-tête {header} ne contient pas la clé d'API de ce serveur",
  'problem.typeNotFound': 'Aucun type de problème {slug} ; /problems les liste.',
  'query.oneOf': '{field} doit valoir une valeur parmi {values}',
  'problem.nul': '{field} ne doit pas contenir le caractère NUL (U+0000) : une décision enregistrée ne peut pas le contenir',
  'problem.rulingNotFound': "Aucune décision n'a l'id {id}",
  'problem.underRequest': 'request : {detail}',
  'problem.title.invalid-request': 'requête invalide',
  'problem.title.malformed-json': 'JSON mal formé',
  'problem.title.missing-api-key': 'clé d’API manquante',
  'problem.title.wrong-api-key': 'clé d’API erronée',
  'problem.title.writes-disabled': 'écritures désactivées',
  'problem.title.rule-not-found': 'règle introuvable',
  'problem.title.card-not-found': 'carte introuvable',
  'problem.title.ruling-not-found': 'décision introuvable',
  'problem.title.method-not-allowed': 'méthode non autorisée',
  'problem.title.body-too-large': 'corps trop volumineux',
  'problem.title.unsupported-media-type': 'type de média non pris en charge',
  'problem.title.impossible-board': 'plateau impossible',
  'problem.title.unsupported': 'non pris en charge',
  'problem.title.too-many-requests': 'trop de requêtes',
  'problem.title.internal-error': 'erreur interne',
  'problem.title.time-budget-exceeded': 'budget de temps dépassé',
  'problem.title.shutting-down': 'arrêt en cours',
  'problem.title.not-ready': 'pas prêt',
  'problem.title.problem-type-not-found': 'type de problème introuvable',
  'problem.title.not-found': 'introuvable',
  'problem.title.bad-request': 'requête incorrecte',
  'problem.brokenRule': '{path} : {message} (règle {rule})',
  '115-targets.anyTarget': 'une créature, un joueur, un planeswalker ou une bataille (« any target »)',
  '115-targets.targetPhrase': 'une cible « {text} »',
  'word.none': 'aucune',
  'doing.pass': 'passer la priorité',
  'doing.playLand': 'jouer un terrain',
  'doing.cast': 'lancer un sort',
  'doing.activate': 'activer une capacité',
  'doing.specialAction': 'effectuer une action spéciale',
  'adjudicate.whoHasPriority': " ({player} l'a)",
  'adjudicate.pendingDecision': ' (en attente : {id} pour {player})',
  'adjudicate.gameAction': 'action de jeu',
  'adjudicate.kindAction': 'action {kind}',
  'plural.copy': 'copie',
  'plural.copies': 'copies',
  'plural.activatedAbility': 'capacité activée',
  'plural.activatedAbilities': 'capacités activées',
  'plural.itsId': 'son id',
  'plural.theirIds': 'leurs ids',
  '602-activating-abilities.andDiscarding': ' et la défausse de la carte',
  '602-activating-abilities.grantedAbility': " (une capacité qu'il a grâce à un autre objet, 613.1f)",
  '602-activating-abilities.loyaltyPut': '{count} marqueur(s) de loyauté mis sur',
  '602-activating-abilities.loyaltyRemoved': '{count} marqueur(s) de loyauté retiré(s) de',
  'spellKind.sorcery': 'un rituel',
  'spellKind.creature': 'un sort de créature',
  'spellKind.this': 'ce sort',
  '601-casting-spells.withChanges': ', avec les changements ci-dessus',
  'mana.none': 'aucun mana',
  'word.nothing': 'rien',
  'word.noCard': 'aucune carte',
  '702.83-exalted.theAttacker': 'la créature attaquante',
  '702.26-phasing.alongWith': ' avec ce à quoi il est attaché',
  '702.33-kicker.times': ' {times} fois',
  '509-declare-blockers.blocks': '{id} bloque {attackers}',
  '509-declare-blockers.mustBlockAny': '{blocker} bloque si elle le peut{source}',
  '509-declare-blockers.mustBeBlocked': '{attacker} doit être bloquée si possible{source}',
  '509-declare-blockers.mustBlock': '{blocker} doit bloquer {attacker} si possible{source}',
  'word.noCards': 'aucune carte',
  'choose.UNSUPPORTED_EFFECT': "{why} : un choix ({kind}) à cet endroit du texte n'est pas pris en charge",
  'choose.NOTHING_TO_CHOOSE':
    "{id} n'est pas un sort ou une capacité en cours de résolution dont l'instruction {next} fait faire ce choix ({kind}) à un joueur : il n'attend pas ce choix",
  'choose.NOTHING_TO_CHOOSE.counters':
    "{id} n'attend aucun choix {kind} : seul le haut de la pile, à une instruction {kind} offrant un vrai choix (plusieurs créatures à égalité pour l'endurance la plus faible ; quelque chose qui a un marqueur), en attend un, fait par son contrôleur {controller} (701.39a, 701.34a)",
  'choose.NOTHING_TO_CHOOSE.damageSource':
    "{id} n'attend aucune source de blessures : seul le haut de la pile, à une instruction nommant « une source de votre choix », en attend une, choisie par son contrôleur {controller} (609.7a)",
  'choose.NOTHING_TO_CHOOSE.color':
    "{id} n'attend aucune couleur : seul le haut de la pile, à une instruction demandant « la couleur de votre choix », en attend une, choisie par son contrôleur {controller} (608.2d)",
  'choose.NOTHING_TO_CHOOSE.type':
    "{id} n'attend aucun type : seul le haut de la pile, à une instruction demandant « le type de créature / le type de terrain de base de votre choix », en attend un, choisi par son contrôleur {controller} (608.2d)",
  '702.116-myriad.UNSUPPORTED':
    '{name} : myriade avec {count} adversaire(s) autre(s) que le joueur défenseur (des jetons copies qui les attaquent)',
  'tap.NOTHING_TO_CHOOSE':
    "{id} n'attend aucun choix d'engager ou de dégager : seul le haut de la pile, à une instruction « vous pouvez engager ou dégager », en attend un, fait par son contrôleur {controller} (608.2d)",
  'choose.NOTHING_TO_CHOOSE.return':
    '{id} attend un renvoi dans la main : seul son contrôleur {player} choisit, autant que l\'instruction en nomme, en une réponse (sans "chosen")',
  'choose.NOTHING_TO_CHOOSE.all': "{player} a {options} possibilité(s) : en choisir {count} n'est pas un choix (toutes y passent)",
  'life.UNSUPPORTED_EFFECT':
    '{why} : plusieurs joueurs ordonnant en même temps des effets de remplacement de gain de points de vie (616.1)',
  'reveal-top.UNSUPPORTED_EFFECT': "{name} : la valeur de mana de {card}, dont le coût de mana n'est pas un seul coût (202.3d)",
  'transform.UNSUPPORTED_HIDDEN_CARD':
    '{name} : {player} révèle la carte du dessus de sa bibliothèque, qui est cachée ; donnez cette carte par son nom (CONTRACT §2 « Hidden cards »)',
  'look-at-library.UNSUPPORTED_HIDDEN_CARD':
    '{player} regarde les {count} carte(s) du dessus de sa bibliothèque : {hidden} sont cachées ; donnez par leur nom les {count} carte(s) du dessus de cette bibliothèque (CONTRACT §2 « Hidden cards »)',
  'look-at-library.NOTHING_TO_LOOK_AT':
    "{id} n'est pas un sort en cours de résolution dont l'effet {next} fait regarder une bibliothèque : il n'attend pas ce choix",
  'look-at-library.NOT_CONTROLLER': "{id} est contrôlé par {controller} : ce n'est pas {player} qui regarde",
  'reveal-hand.UNSUPPORTED_HIDDEN_CARD':
    'la main de {player} est révélée : {hidden} de ses {count} carte(s) sont cachées ; donnez par son nom chaque carte de la main de {player} (CONTRACT §2 « Hidden cards »)',
  'reveal-hand.NOTHING_TO_CHOOSE':
    "{id} n'est pas un sort en cours de résolution dont l'effet {next} fait choisir une carte d'une main : il n'attend pas ce choix",
  'reveal-hand.NOT_CONTROLLER': "{id} est contrôlé par {controller} : ce n'est pas {player} qui choisit",
  '702.52-dredge.UNSUPPORTED_DREDGE':
    "{playerId} devrait piocher une carte hors de la pioche de l'étape de pioche avec {ids} dans son cimetière : le choix de draguer à la place (702.52a) n'y est pas encore demandé",
  'mill.UNSUPPORTED_HIDDEN_CARD':
    "{why} : {id} meule {count} carte(s) d'une bibliothèque que le plateau cache : les cartes meulées se voient dans le cimetière (400.2, 701.17a) ; donnez les cartes du dessus de cette bibliothèque",
  'mill.UNSUPPORTED_HIDDEN_CARD.exile':
    "{why} : {id} exile {count} carte(s) du dessus d'une bibliothèque que le plateau cache : les cartes exilées se voient en exil (400.2, 406.3) ; donnez les cartes du dessus de cette bibliothèque",
  '106-mana.couldProduceUnread': "ce que {describe} pourrait produire (106.7) dépend d'une capacité de mana que le moteur ne lit pas",
  '601-casting-spells.UNSUPPORTED_ACTION.manaFirst':
    "le paiement échoue sans {objects}, dont les capacités de mana contiennent plus que {T} : activez-les d'abord (« activate »), puis payez depuis la réserve de mana",
  '601-casting-spells.UNSUPPORTED_ACTION.manaAbility':
    "{object} : sa capacité de mana contient plus que {T} (un coût, un effet, une restriction) : activez-la d'abord (« activate »), puis payez depuis la réserve de mana",
  '602-activation-costs.UNSUPPORTED_ACTION.hidden': '{id} est une carte cachée : un coût qui la déplace doit savoir quelle carte elle est',
  '602-activation-costs.UNSUPPORTED_ACTION.random': 'la main de {player} a des cartes cachées : une défausse au hasard doit les connaître',
  '603-triggered-abilities.UNSUPPORTED_TRIGGER.castCount':
    "le plateau compte des sorts lancés ce tour-ci sans dire qui les a tous lancés : on ne peut pas savoir si c'est le premier ou le deuxième sort de {player}, pour une capacité déclenchée de {source} (donnez turn.spellsCastBy)",
  '603-triggered-abilities.UNSUPPORTED_TRIGGER.damageEvents':
    "{source} a infligé des blessures plus d'une fois hors combat avant que les capacités déclenchées soient mises sur la pile : combien d'événements de blessures cela fait, pour sa capacité « inflige des blessures », n'est pas lu",
  '603-triggered-abilities.UNSUPPORTED_TRIGGER.dealtEvents':
    "{object} a subi des blessures plus d'une fois hors combat avant que les capacités déclenchées soient mises sur la pile : combien d'événements de blessures cela fait, pour sa capacité « subit des blessures », n'est pas lu",
  '603-triggered-abilities.UNSUPPORTED_TRIGGER.notDefending':
    "{source} a infligé des blessures de combat à {player}, qui n'est pas le joueur défenseur (redirigées) : la cible que ce joueur contrôle de sa capacité déclenchée n'est pas lue",
  '603-triggered-abilities.UNSUPPORTED_TRIGGER.gone':
    "{object} n'est plus sur la pile : on ne peut pas lire si c'est le sort qu'attend une capacité déclenchée de {source}",
  '608-resolving.UNSUPPORTED_EFFECT.abilityLook':
    "{name} : un choix dans une main révélée ou sur le dessus d'une bibliothèque par une capacité n'est pas pris en charge",
  'parse.alternativeCost': 'le coût alternatif payé (118.9) : {list}',
  'pendingChoice.nextInstruction': "l'index de l'instruction qui fait faire ce choix ({kind}) au joueur (à partir de 0)",
  'pendingChoice.count': 'combien le joueur en choisit (au moins 1)',
  'pendingChoice.chosen': "les ids que les joueurs avant celui-ci ont choisis (une liste d'ids)",
  'schema.improviseIds': "une liste d'ids d'artefacts (702.126a)",
  'schema.costDiscard': 'les ids des cartes défaussées de la main pour payer le coût (« Discard a card »)',
  'schema.costExile': 'les ids des cartes exilées du cimetière pour payer le coût (« Exile a creature card from your graveyard »)',
  'schema.costTapUntapped': 'les ids des permanents engagés pour payer le coût (« Tap an untapped creature you control »)',
  'schema.costReturn': "les ids des permanents renvoyés pour payer le coût (« Return a land you control to its owner's hand »)",
  'schema.costPutOnTop': "l'id de la carte mise de la main sur le dessus de la bibliothèque pour payer le coût",
  'schema.manaChoice':
    'pour une capacité de mana qui ajoute un mana parmi plusieurs sortes (605.3a), le mana choisi, par exemple "{R}" ou "{W}{U}"',
  'schema.castDivision':
    '601.2d : la répartition des blessures du sort : id de cible -> part, par exemple {"c1": 1, "bob": 1} ; une part pour chaque cible choisie, chacune au moins 1, dont la somme fait les blessures',
  'schema.castExile': 'avec alternativeCost "card" : les ids des cartes exilées de la main (« exile a blue card from your hand »)',
  'schema.castReturn':
    'avec alternativeCost "card" : les ids des permanents renvoyés (« return an Island you control to its owner\'s hand »)',
  'schema.castTapUntapped':
    'avec alternativeCost "card" : les ids des permanents engagés (« tap an untapped creature you control ») ; avec additionalCosts "conspire" : les deux créatures dégagées engagées pour elle (702.78a)',
};
