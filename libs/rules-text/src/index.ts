export { RulesCorpus, extractReferences, fold, parentOf } from './rules-corpus';
export type { FrenchRuleRecord, Rule, RuleIndexFile, RuleKind, SearchHit, SearchOptions, SearchResult } from './rules-corpus';
