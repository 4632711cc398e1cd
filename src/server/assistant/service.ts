// The message assistant's two calls: the language model when one is configured, the built-in
// composer otherwise or whenever the model fails, times out or answers out of shape. The answer
// says which one wrote it.
import type { ImproveDraftRequest, ImproveDraftResponse, SuggestionsRequest, SuggestionsResponse } from '../../shared/messages';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { messageableCounterpart } from '../messages/counterpart';
import { composeSuggestions } from './composer';
import { gatherContext } from './context';
import { improveDraft } from './improve';
import { type ModelSettings, modelImprovement, modelSuggestions } from './model-client';

function modelSettings(deps: AppDeps): ModelSettings | null {
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS } = deps.config;
  return AI_BASE_URL ? { baseUrl: AI_BASE_URL, apiKey: AI_API_KEY, model: AI_MODEL, timeoutMs: AI_TIMEOUT_MS } : null;
}

export async function suggestMessages(deps: AppDeps, sender: User, request: SuggestionsRequest): Promise<SuggestionsResponse> {
  const recipient = messageableCounterpart(deps.db, sender, request.recipientUserId, deps.clock());
  const context = gatherContext(deps.db, sender, recipient, deps.clock(), request.conversationHistory);
  const settings = modelSettings(deps);
  if (settings) {
    try {
      return { suggestions: await modelSuggestions(settings, context, request.messageType, request.currentDraft), source: 'model' };
    } catch (error) {
      deps.log.error('The language model failed; the built-in assistant answered', error);
    }
  }
  return { suggestions: composeSuggestions(context, request.messageType), source: 'built-in' };
}

export async function improveMessage(deps: AppDeps, sender: User, request: ImproveDraftRequest): Promise<ImproveDraftResponse> {
  const recipient = messageableCounterpart(deps.db, sender, request.recipientUserId, deps.clock());
  const context = gatherContext(deps.db, sender, recipient, deps.clock());
  const settings = modelSettings(deps);
  if (settings) {
    try {
      return { improvedText: await modelImprovement(settings, context, request.currentDraft), source: 'model' };
    } catch (error) {
      deps.log.error('The language model failed; the built-in assistant answered', error);
    }
  }
  return { improvedText: improveDraft(request.currentDraft, context.sender, context.recipient), source: 'built-in' };
}
