export { ArtContest, type ArtContestProps } from './ArtContest'
export { CategoryFilter } from './CategoryFilter'
