import en from './en.json';

/**
 * The kit's texts in English; each other language comes in the remote's chunk of that language
 * (./languages).
 */
export const authMessages: Record<string, string> = en;
