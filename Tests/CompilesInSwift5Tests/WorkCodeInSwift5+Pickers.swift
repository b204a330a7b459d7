// Swift 5 work code of a shipping form with a picker view of countries that fills a text field,
// and a profile screen that picks its photo from the library with an image picker, falling
// back from the camera where there is none. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class ShippingFormViewController: UIViewController {
  let countries = ["France", "Japan", "Korea", "Norway"]
  let countryField = UITextField()
  let countryPicker = UIPickerView()

  override func viewDidLoad() {
    super.viewDidLoad()
    countryField.placeholder = "Country"
    countryField.borderStyle = .roundedRect
    countryPicker.dataSource = self
    countryPicker.delegate = self

    let stack = UIStackView(arrangedSubviews: [countryField, countryPicker])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }

  func showCountry(_ country: String) {
    guard let row = countries.firstIndex(of: country) else { return }
    countryPicker.selectRow(row, inComponent: 0, animated: false)
    countryField.text = country
  }
}

extension ShippingFormViewController: UIPickerViewDataSource, UIPickerViewDelegate {
  func numberOfComponents(in pickerView: UIPickerView) -> Int {
    return 1
  }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    return countries.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    return countries[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    countryField.text = countries[row]
  }
}

final class ProfilePhotoViewController: UIViewController {
  let avatarView = UIImageView()

  func changePhotoTapped() {
    let picker = UIImagePickerController()
    picker.sourceType =
      UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
    picker.allowsEditing = true
    picker.delegate = self
    present(picker, animated: true, completion: nil)
  }
}

extension ProfilePhotoViewController: UIImagePickerControllerDelegate,
  UINavigationControllerDelegate
{
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {
    if let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage {
      avatarView.image = image
    }
    picker.dismiss(animated: true, completion: nil)
  }

  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true, completion: nil)
  }
}

// MARK: - The code above, run

@Suite("Picker work code in the Swift 5 mode") @MainActor
struct PickerWorkCodeInSwift5Tests {
  @Test("the picker fills the country field, and shows the country already in it")
  func countryPicker() {
    let form = ShippingFormViewController()
    form.loadViewIfNeeded()
    form.showCountry("Korea")
    #expect(form.countryPicker.selectedRow(inComponent: 0) == 2)

    form.countryPicker.selectRow(1, inComponent: 0, animated: true)
    form.pickerView(form.countryPicker, didSelectRow: 1, inComponent: 0)
    #expect(form.countryField.text == "Japan")
  }

  @Test("the profile picks its photo from the library, edited, and shows it")
  func profilePhoto() {
    let profile = ProfilePhotoViewController()
    let window = UIWindow()
    window.rootViewController = profile
    window.makeKeyAndVisible()
    profile.changePhotoTapped()
    let picker = profile.presentedViewController as? UIImagePickerController
    #expect(picker?.sourceType == .photoLibrary)

    let photo = UIImage(systemName: "person.fill")!
    picker?.simulatePicking(photo)
    #expect(profile.avatarView.image == photo)
  }
}
