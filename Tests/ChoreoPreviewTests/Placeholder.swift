import Testing
import ChoreoPreview
import HummingbirdTesting
import HummingbirdWSTesting
@Test func placeholder() {}
