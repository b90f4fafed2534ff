// A note as the (imaginary) notes service answers it.
export interface Note {
  id: number;
  title: string;
  body: string;
  pinned: boolean;
  updatedAt: string;
}
