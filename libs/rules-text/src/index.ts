export { RulesCorpus, SUMMARY_SNIPPET_MARK, extractReferences, fold, parentOf } from './rules-corpus';
export type {
  FrenchRuleRecord,
  Rule,
  RuleIndexFile,
  RuleKind,
  RuleSummary,
  RuleSummaryFile,
  SearchHit,
  SearchOptions,
  SearchResult,
} from './rules-corpus';
