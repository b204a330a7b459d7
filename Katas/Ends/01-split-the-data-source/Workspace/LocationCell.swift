import HeadlessUIKit

/// A row with a title and a subtitle.
final class LocationCell: UICollectionViewCell {
  static let reuseIdentifier = "LocationCell"

  let titleLabel = UILabel()
  let subtitleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .preferredFont(forTextStyle: .body)
    subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
    subtitleLabel.textColor = .secondaryLabel
    contentView.addSubview(titleLabel)
    contentView.addSubview(subtitleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = CGRect(x: 16, y: 10, width: bounds.width - 32, height: 22)
    subtitleLabel.frame = CGRect(x: 16, y: 34, width: bounds.width - 32, height: 18)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
    subtitleLabel.text = nil
    titleLabel.textColor = nil
  }
}
