// UIKit re-exports Foundation (and CoreGraphics, whose CGRect/CGPoint/CGSize Foundation carries
// on Linux), so iOS files that only `import UIKit` use Date, CGRect and NSCoder freely. The
// headless kit does the same, so those files compile with only the import line changed.
@_exported import Foundation
