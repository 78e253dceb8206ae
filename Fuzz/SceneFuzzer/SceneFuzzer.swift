import ChoreoFuzzing
@main struct M { static func main() {} }
