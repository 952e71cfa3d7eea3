import EarshotCore
import Testing

@Suite struct DataFolderTests {
    @Test func theXDGFolderIsUsedOnlyWhenItIsAbsolute() {
        #expect(DataFolder.earshot(environment: ["XDG_DATA_HOME": "/srv/data", "HOME": "/home/ann"]).path == "/srv/data/earshot")
        #expect(DataFolder.earshot(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/ann"]).path == "/home/ann/.local/share/earshot")
        #expect(DataFolder.earshot(environment: ["XDG_DATA_HOME": "", "HOME": "/home/ann"]).path == "/home/ann/.local/share/earshot")
        #expect(DataFolder.earshot(environment: ["HOME": "/home/ann"]).path == "/home/ann/.local/share/earshot")
    }
}
