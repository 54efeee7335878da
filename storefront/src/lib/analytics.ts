type AnalyticsEvent =
  'contact_submit' | 'newsletter_submit' | 'product_view' | 'cta_click' | 'link_click' | 'community_join';

/** Analytics events are only logged to the console (spec: no analytics service). */
export function trackEvent(event: AnalyticsEvent, properties: Record<string, unknown> = {}) {
  console.info('[analytics]', event, properties);
}
