import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, parse, type ValidationRule } from 'graphql';
import type { AppConfig } from '../infra/config.js';
import { controlCharacterPlugin } from './control-characters.js';

/**
 * Limits on what one GraphQL document may ask for (GraphQL Armor), checked while the document is validated, so a
 * refused operation never runs and is answered with a GRAPHQL_VALIDATION_FAILED error (HTTP 400), not a 500.
 * The figures leave room for the shop's own operations (a test validates every storefront and admin document
 * against them) and stop the classic abuse: deep nesting, thousands of aliases, huge documents.
 */
const GRAPHQL_LIMITS = {
  /** Nesting of selection sets (fragments followed). */
  maxDepth: 12,
  /** Aliases in one document. */
  maxAliases: 15,
  /** graphql-armor's cost estimate (objects 2, scalars 1, depth multiplies). */
  maxCost: 5000,
  /** Lexer tokens of the document. */
  maxTokens: 5000,
  /** Directives in one document. */
  maxDirectives: 50,
} as const;

/** Refuses a document of more than GRAPHQL_LIMITS.maxTokens tokens before Apollo parses it for real. */
const tokenLimitPlugin: ApolloServerPlugin<BaseContext> = {
  async requestDidStart() {
    return {
      async parsingDidStart({ source }) {
        if (source === undefined) return;
        try {
          parse(source, { maxTokens: GRAPHQL_LIMITS.maxTokens, noLocation: true });
        } catch (error) {
          if (!(error instanceof GraphQLError) || !/token limit/i.test(error.message)) return; // Apollo reports it
          throw new GraphQLError(error.message, {
            extensions: { code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } },
          });
        }
      },
    };
  },
};

export interface GraphqlLimits {
  plugins: ApolloServerPlugin<BaseContext>[];
  validationRules: ValidationRule[];
  allowBatchedHttpRequests: false;
}

/** Apollo options that apply the limits and refuse control characters (control-characters.ts). */
export function graphqlLimits(config: Pick<AppConfig, 'isProduction'>): GraphqlLimits {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    // Counted by tokenLimitPlugin instead: armor's own plugin throws without an HTTP status (a 500).
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // "Did you mean …?" hints map the schema for anyone; only development keeps them.
    blockFieldSuggestion: { enabled: config.isProduction },
  });
  const { plugins, validationRules, allowBatchedHttpRequests } = armor.protect();
  // graphql-armor's types name Apollo's CommonJS declarations, the API imports the ESM ones: same runtime objects.
  const armorPlugins = plugins as unknown as ApolloServerPlugin<BaseContext>[];
  return {
    plugins: [tokenLimitPlugin, ...armorPlugins, controlCharacterPlugin, ...noStoreAnswers],
    validationRules,
    allowBatchedHttpRequests,
  };
}

/**
 * Apollo's cache-control plugin is off: it runs a hook for every field of every answer, which on a large answer (an
 * order with hundreds of lines) costs more than the queries. Cache-Control is set by common/public-reads.ts.
 */
const noStoreAnswers: ApolloServerPlugin<BaseContext>[] = [ApolloServerPluginCacheControlDisabled()];
