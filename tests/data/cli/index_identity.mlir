// Returns its dynamically sized index tensor unchanged (binding '<i8' .npy data to index).
module {
  func.func @ids(%x: tensor<?xindex>) -> tensor<?xindex> {
    return %x : tensor<?xindex>
  }
}
