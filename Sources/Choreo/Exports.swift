// `import Choreo` brings in every public module of the package, and Foundation's geometry
// (CGFloat, CGPoint, CGSize, CGRect) that the API is written in.
@_exported import ChoreoLayout
@_exported import ChoreoMotion
@_exported import ChoreoExport
@_exported import ChoreoRender
@_exported import Foundation
