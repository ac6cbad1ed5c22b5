import 'server-only';
import type { Endpoint } from './registry';
import { askMeHandler } from './handlers/ask-me';
import { assistantHandler } from './handlers/assistant';
import { attractionHandlers } from './handlers/attractions';
import {
  eventHandlers,
  eventSliderHandler,
  glossariesHandler,
  newsHandlers,
  trailHandlers,
} from './handlers/catalogue';
import { catalogueEndpoints } from './handlers/catalogue-resources';
import { bannerListHandler, featuredBannerHandler } from './handlers/featured-banner';
import { loveTrimtHandler, loveTrimtPhotoHandler } from './handlers/love-trimt';
import { menusHandler } from './handlers/menus';
import { captchaAudioHandler, captchaHandler } from './handlers/captcha';
import { caseProgressHandler, formReadHandlers, formSendHandler } from './handlers/online-forms';
import { checkSuggestion, sendSuggestion, verifySuggestion } from './handlers/suggestions';
import { recordViewHandler } from './handlers/views';
import { xsrfTokenHandler } from './handlers/xsrf-token';
import { visitorStatisticsHandler } from './content/visitor-statistics';
import { liveEndpoints } from './live-endpoints';

const surveys = formReadHandlers('survey');
const registrations = formReadHandlers('registration');
const applications = formReadHandlers('application');
const feedback = formReadHandlers('feedback');

/** Every endpoint under /_api/{lang}/. Later resources add their lines here. */
export const languageEndpoints: readonly Endpoint[] = [
  { method: 'GET', pattern: 'attractions', handler: attractionHandlers.list },
  { method: 'GET', pattern: 'attractions/:id', handler: attractionHandlers.detail },
  { method: 'POST', pattern: 'opendata/featuredbanner', handler: featuredBannerHandler },
  { method: 'GET', pattern: 'banner', handler: bannerListHandler },
  { method: 'GET', pattern: 'hiking-trails', handler: trailHandlers.list },
  { method: 'GET', pattern: 'hiking-trails/:id', handler: trailHandlers.detail },
  { method: 'GET', pattern: 'activities', handler: eventHandlers.list },
  { method: 'GET', pattern: 'activities/:id', handler: eventHandlers.detail },
  { method: 'GET', pattern: 'event-slider', handler: eventSliderHandler },
  { method: 'GET', pattern: 'news', handler: newsHandlers.list },
  { method: 'GET', pattern: 'news/:id', handler: newsHandlers.detail },
  { method: 'GET', pattern: 'glossaries', handler: glossariesHandler },
  ...catalogueEndpoints,
  { method: 'GET', pattern: 'menus', handler: menusHandler },
  { method: 'GET', pattern: 'visitor-statistics', handler: visitorStatisticsHandler },
  { method: 'GET', pattern: 'ics', handler: assistantHandler },
  { method: 'GET', pattern: 'ask-me', handler: askMeHandler },
  // A detail page reports its view after loading; the GETs above never count (issue 19).
  { method: 'POST', pattern: 'views/:section/:id', handler: recordViewHandler },
  // Online services: every send endpoint checks the XSRF token, a rate limit and its captcha.
  { method: 'GET', pattern: 'xsrf-token', handler: xsrfTokenHandler },
  { method: 'GET', pattern: 'captcha', handler: captchaHandler },
  { method: 'GET', pattern: 'captcha/:id/audio', handler: captchaAudioHandler },
  { method: 'POST', pattern: 'suggest-opinion', handler: sendSuggestion },
  { method: 'POST', pattern: 'verify-opinion', handler: verifySuggestion },
  { method: 'POST', pattern: 'check-opinion', handler: checkSuggestion },
  // Forms built from field definitions (spec section 3): read the form, send it, ask its progress.
  { method: 'GET', pattern: 'surveys', handler: surveys.list },
  { method: 'GET', pattern: 'surveys/:id', handler: surveys.detail },
  { method: 'POST', pattern: 'handle-survey/:id', handler: formSendHandler('survey', 'handle-survey') },
  { method: 'GET', pattern: 'apply-events', handler: registrations.list },
  { method: 'GET', pattern: 'apply-events/:id', handler: registrations.detail },
  { method: 'POST', pattern: 'apply-events/:id', handler: formSendHandler('registration', 'apply-events') },
  { method: 'GET', pattern: 'applications', handler: applications.list },
  { method: 'GET', pattern: 'applications/:id', handler: applications.detail },
  { method: 'POST', pattern: 'applications/:id', handler: formSendHandler('application', 'applications') },
  {
    method: 'POST',
    pattern: 'check-application',
    handler: caseProgressHandler(['application', 'registration'], 'check-application'),
  },
  { method: 'GET', pattern: 'feedback', handler: feedback.detail },
  { method: 'POST', pattern: 'feedback', handler: formSendHandler('feedback', 'feedback') },
  { method: 'POST', pattern: 'check-feedback', handler: caseProgressHandler(['feedback'], 'check-feedback') },
  // The public record of that feedback (issue 25 §1): what visitors agreed to publish, with the answers.
  { method: 'GET', pattern: 'love-trimt', handler: loveTrimtHandler },
  { method: 'GET', pattern: 'love-trimt/:id/photo', handler: loveTrimtPhotoHandler },
  // --- Issue 6: live conditions, nearby places and the map (lib/backend/live-endpoints.ts). ---
  ...liveEndpoints,
];
