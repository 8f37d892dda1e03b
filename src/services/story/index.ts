export { storySectionsQuery, STORY_SECTIONS_PATH, type StoryItem, type StorySection } from './storyDocuments'
export { cashPrizes, odysseyQuery, ODYSSEY_PATH, type OdysseyChallenge, type OdysseyDocument } from './odysseyDocument'
