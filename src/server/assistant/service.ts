// The message assistant's two calls: the language model when one is configured, the built-in
// composer otherwise or whenever the model fails, times out, answers out of shape or the caller
// has used up its model calls for the window. The answer says which one wrote it.
import type { ImproveDraftRequest, ImproveDraftResponse, SuggestionsRequest, SuggestionsResponse } from '../../shared/messages';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { messageableCounterpart } from '../messages/counterpart';
import { composeSuggestions } from './composer';
import { gatherContext } from './context';
import { improveDraft } from './improve';
import { isFlagEnabled } from '../flags/flags';
import { type ModelSettings, modelImprovement, modelSuggestions } from './model-client';

/**
 * Model calls one user may make per rate-limit window (RATE_LIMIT_WINDOW_SECONDS): a paid API
 * is not a loop's to drain. Past it the built-in composer answers, so the user still gets help.
 */
export const MODEL_CALLS_PER_WINDOW = 20;

/** The model's answer, or null when none is configured, the user is over the limit, or the call failed. */
async function fromModel<T>(deps: AppDeps, sender: User, ask: (settings: ModelSettings) => Promise<T>): Promise<T | null> {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS } = deps.config;
  const key = `assistant-model:${sender.id}`;
  // The admin's ai_assistant switch (feature flags) turns the model off for everyone at once.
  if (!AI_BASE_URL || !isFlagEnabled(deps.db, 'ai_assistant') || deps.limiter.count(key) >= MODEL_CALLS_PER_WINDOW) return null;
  deps.limiter.add(key);
  try {
    return await ask({ baseUrl: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL, timeoutMs: AI_TIMEOUT_MS });
  } catch (error) {
    deps.log.error('The language model failed; the built-in assistant answered', error);
    return null;
  }
}

/** Suggestions for the caller's next message to a recipient it may message. */
export async function suggestMessages(deps: AppDeps, sender: User, request: SuggestionsRequest): Promise<SuggestionsResponse> {
  const recipient = messageableCounterpart(deps.db, sender, request.recipientUserId, deps.clock());
  const context = gatherContext(deps.db, sender, recipient, deps.clock(), request.conversationHistory);
  const suggestions = await fromModel(deps, sender, (settings) => modelSuggestions(settings, context, request.messageType, request.currentDraft));
  return suggestions ? { suggestions, source: 'model' } : { suggestions: composeSuggestions(context, request.messageType), source: 'built-in' };
}

/** The caller's draft to a recipient it may message, improved. */
export async function improveMessage(deps: AppDeps, sender: User, request: ImproveDraftRequest): Promise<ImproveDraftResponse> {
  const recipient = messageableCounterpart(deps.db, sender, request.recipientUserId, deps.clock());
  const context = gatherContext(deps.db, sender, recipient, deps.clock());
  const improvedText = await fromModel(deps, sender, (settings) => modelImprovement(settings, context, request.currentDraft));
  return improvedText
    ? { improvedText, source: 'model' }
    : { improvedText: improveDraft(request.currentDraft, context.sender, context.recipient), source: 'built-in' };
}
