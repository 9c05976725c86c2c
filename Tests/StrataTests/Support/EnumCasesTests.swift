import Foundation
import Testing

@testable import Strata

/// The cases of an enum without payloads, made from the runtime's metadata, are the
/// enum's own cases in order; any other type gives none.
@Suite("Enum cases from the runtime")
struct EnumCasesTests {
    enum One: String { case only }
    enum Colors: String, CaseIterable { case red, green, blue }
    enum Sparse: Int, CaseIterable { case low = 1, normal = 2, urgent = 5, never = -7 }
    enum Letters: Character, CaseIterable { case a = "a", b = "b" }
    /// 300 cases: the case is stored in two bytes.
    enum Wide: Int, CaseIterable {
        case c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21, c22, c23, c24, c25, c26, c27, c28,
            c29, c30, c31, c32, c33, c34, c35, c36, c37, c38, c39, c40, c41, c42, c43, c44, c45, c46, c47, c48, c49, c50, c51, c52, c53, c54, c55,
            c56, c57, c58, c59, c60, c61, c62, c63, c64, c65, c66, c67, c68, c69, c70, c71, c72, c73, c74, c75, c76, c77, c78, c79, c80, c81, c82,
            c83, c84, c85, c86, c87, c88, c89, c90, c91, c92, c93, c94, c95, c96, c97, c98, c99, c100, c101, c102, c103, c104, c105, c106, c107, c108,
            c109, c110, c111, c112, c113, c114, c115, c116, c117, c118, c119, c120, c121, c122, c123, c124, c125, c126, c127, c128, c129, c130, c131,
            c132, c133, c134, c135, c136, c137, c138, c139, c140, c141, c142, c143, c144, c145, c146, c147, c148, c149, c150, c151, c152, c153, c154,
            c155, c156, c157, c158, c159, c160, c161, c162, c163, c164, c165, c166, c167, c168, c169, c170, c171, c172, c173, c174, c175, c176, c177,
            c178, c179, c180, c181, c182, c183, c184, c185, c186, c187, c188, c189, c190, c191, c192, c193, c194, c195, c196, c197, c198, c199, c200,
            c201, c202, c203, c204, c205, c206, c207, c208, c209, c210, c211, c212, c213, c214, c215, c216, c217, c218, c219, c220, c221, c222, c223,
            c224, c225, c226, c227, c228, c229, c230, c231, c232, c233, c234, c235, c236, c237, c238, c239, c240, c241, c242, c243, c244, c245, c246,
            c247, c248, c249, c250, c251, c252, c253, c254, c255, c256, c257, c258, c259, c260, c261, c262, c263, c264, c265, c266, c267, c268, c269,
            c270, c271, c272, c273, c274, c275, c276, c277, c278, c279, c280, c281, c282, c283, c284, c285, c286, c287, c288, c289, c290, c291, c292,
            c293, c294, c295, c296, c297, c298, c299
    }
    enum WithPayload { case a, b(Int) }
    indirect enum Tree { case leaf, node(Tree, Tree) }
    struct Token: RawRepresentable { var rawValue: String }

    @Test("an enum without payloads: every case, in declaration order")
    func enums() {
        #expect(EnumCases.all(of: One.self) == [.only])
        #expect(EnumCases.all(of: Colors.self) == Colors.allCases)
        #expect(EnumCases.all(of: Sparse.self) == Sparse.allCases)
        #expect(EnumCases.all(of: Letters.self) == Letters.allCases)
        #expect(EnumCases.all(of: Wide.self) == Wide.allCases)
        #expect(EnumCases.all(of: Bool.self) == nil)
    }

    @Test("anything else: none")
    func others() {
        #expect(EnumCases.all(of: WithPayload.self) == nil)
        #expect(EnumCases.all(of: Tree.self) == nil)
        #expect(EnumCases.all(of: Token.self) == nil)
        #expect(EnumCases.all(of: Colors?.self) == nil)
        #expect(EnumCases.all(of: Int.self) == nil)
        #expect(EnumCases.all(of: String.self) == nil)
        #expect(EnumCases.all(of: [Colors].self) == nil)
        #expect(EnumCases.all(of: (any Error).self) == nil)
        #expect(EnumCases.all(of: NSObject.self) == nil)
    }
}
