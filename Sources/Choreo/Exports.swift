// `import Choreo` brings in every public module of the package.
@_exported import ChoreoLayout
@_exported import ChoreoMotion
@_exported import ChoreoRender
