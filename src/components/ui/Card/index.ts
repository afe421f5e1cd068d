export { Card, type CardProps } from './Card'
export { CardList, type CardItem, type CardOptions } from './CardList'
