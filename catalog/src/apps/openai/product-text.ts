

export const COPYWRITER = 'You are an e-commerce copywriter for merchant product feeds and shop pages. Answer with the text only, without quotes or labels.';

/** Quotes and a "Title:" label that models sometimes add anyway. */
export const clean = (text: string): string => text.trim().replace(/^(?:title|description)\s*:\s*/i, '').replace(/^"(.*)"$/s, '$1').trim();
