export { AboutList } from './AboutList'
export { AboutPage } from './AboutPage'
export { aboutListQuery, aboutPageQuery } from './aboutQueries'
