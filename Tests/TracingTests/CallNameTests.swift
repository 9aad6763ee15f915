import Testing

@testable import Tracing

/// Reading the demangler's names: whose a function is, which member, and whether it is glue.
@Suite struct CallNameTests {
    func name(_ simplified: String, module: String = "MVP") -> CallName {
        CallName(module: module, simplified: simplified, patternModules: ["MVP"])
    }

    @Test func aMethodNamesItsTypeAndMember() {
        let method = name("ShopListPresenter.rowSelected(at:)")

        #expect(method.layer == .pattern)
        #expect(method.type == "ShopListPresenter")
        #expect(method.member == "rowSelected(at:)")
        #expect(!method.isGlue && !method.isClosure && !method.isRead)
    }

    @Test func accessorsKeepTheirPropertyAndNestedTypesTheirPath() {
        let getter = name("ShopListViewModel.title.getter")
        let initializer = name("static ShopListViewModel.Row.init(id:name:price:)")

        #expect(getter.type == "ShopListViewModel" && getter.member == "title.getter")
        #expect(getter.isRead)
        #expect(initializer.type == "ShopListViewModel.Row")
        #expect(initializer.member == "init(id:name:price:)")
        #expect(initializer.outermostType == "ShopListViewModel")
    }

    @Test func aClosureIsNamedAfterTheFunctionItIsWrittenIn() {
        let closure = name("closure #2 in closure #1 in ShopListPresenter.viewDidLoad()")

        #expect(closure.isClosure && !closure.isGlue)
        #expect(closure.closure == "closure #2 in closure #1")
        #expect(closure.qualified == "closure #2 in closure #1 in ShopListPresenter.viewDidLoad()")
    }

    @Test func aWitnessIsGlueThatNamesItsProtocol() {
        let witness = name(
            "protocol witness for ShopListView.select(row:) in conformance ShopListViewController")

        #expect(witness.isWitness && witness.isGlue)
        #expect(witness.protocolName == "ShopListView")
        #expect(witness.member == "select(row:)")
    }

    @Test func compilerGlueAndOtherModulesAreHidden() {
        #expect(name("outlined copy of ShopListViewModel.Content").isGlue)
        // The value witness that copies a struct into a box (KVO's old and new values, an Any).
        #expect(name("initializeBufferWithCopyOfBuffer for ShopListViewModel.Screen").isGlue)
        #expect(name("implicit closure #1 in ShopListViewModel.update()").isGlue)
        #expect(name("ShopListPresenter.__allocating_init(store:service:)").isGlue)
        #expect(name("Array._endMutation()", module: "Swift").isGlue)
        #expect(name("Session.perform(_:waitingForLoads:)", module: "Harness").layer == .harness)
    }

    @Test func anAsyncContinuationIsMarkedAndNamedAfterItsFunction() {
        let resumption = name(
            "(1) suspend resume partial function for BuiltInCatalogService.loadCatalog()")

        #expect(resumption.isResumption)
        #expect(resumption.qualified == "BuiltInCatalogService.loadCatalog()")
    }

    @Test func theObservableMacrosMembersAreMachinery() {
        #expect(name("ShopListViewModel.withMutation<A, B>(keyPath:_:)").isObservationMachinery)
        #expect(name("ShopListViewModel.access<A>(keyPath:)").isObservationMachinery)
        #expect(!name("ShopListViewModel.update()").isObservationMachinery)
    }

    @Test func anAsyncFunctionsContinuationsAreToldByTheirMangledNames() {
        #expect(CallTree.isContinuation("$s3MVP15SearchPresenterC10pauseEndedyyFfU_TY0_"))
        #expect(CallTree.isContinuation("$s7Harness7SessionC6settle15waitingForLoadsySb_tYaFTQ1_"))
        #expect(CallTree.isContinuation("$s4MVVM17ShopListViewModelC14listedProductsvM.resume.0"))
        #expect(!CallTree.isContinuation("$s3MVP15SearchPresenterC10pauseEndedyyFfU_"))
        #expect(!CallTree.isContinuation("$s3MVP17ShopListPresenterC11rowSelected2atySi_tF"))
    }

    @Test func theModuleIsReadOffTheMangledName() {
        #expect(FunctionNames.module(ofMangled: "$s3MVP17ShopListPresenterC") == "MVP")
        #expect(FunctionNames.module(ofMangled: "$sSa12_endMutationyyF") == "Swift")
        #expect(FunctionNames.module(ofMangled: "main") == nil)
    }
}
