import { ImageWithFallback } from '../image/ImageWithFallback'
import { Modal, type ModalProps } from './Modal'
import './ItemListModal.css'

export interface ListedItem {
  name: string
  description: string
  image: string
}

export interface ItemListModalProps extends Omit<ModalProps, 'children'> {
  items: ListedItem[]
}

/** The generic modal listing items with name, description and image. */
export function ItemListModal({ items, ...modalProps }: ItemListModalProps) {
  return (
    <Modal {...modalProps}>
      <ul className="koi-item-list">
        {items.map((item) => (
          <li key={item.name} className="koi-item-list__item">
            <ImageWithFallback src={item.image} alt={item.name} />
            <div>
              <h3>{item.name}</h3>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
