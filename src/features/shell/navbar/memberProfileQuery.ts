// The member profile query is shared with the quests, vault and wallet pages.
export { memberProfileQuery } from '../../../services/member/profileQuery'
