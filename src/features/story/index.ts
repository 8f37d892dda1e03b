export { StorySectionPage, type StorySectionPageProps } from './StorySectionPage'
export { StoryChapterPage, type StoryChapterPageProps } from './StoryChapterPage'
export { StoryCards } from './StoryCards'
export { STORY_ROUTE_SECTIONS, FIRST_ROW_SIZE, cardRows, neighbours, type StoryRoute } from './storyRoutes'
