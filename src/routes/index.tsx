import { createFileRoute } from '@tanstack/react-router'
import { HomeHero } from '../features/shell/home/HomeHero'

export const Route = createFileRoute('/')({
  component: HomeHero,
})
