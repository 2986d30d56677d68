package org.peregrine.dynany;

import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyFactory;
import org.omg.DynamicAny.DynAnyFactoryHelper;

/** One Peregrine ORB per test class, and its DynAnyFactory as an application finds it. */
abstract class DynAnyTestBase {

    static ORB orb;
    static DynAnyFactory factory;

    @BeforeAll
    static void startOrb() throws Exception {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        orb = ORB.init(new String[0], props);
        factory = DynAnyFactoryHelper.narrow(orb.resolve_initial_references("DynAnyFactory"));
    }

    @AfterAll
    static void stopOrb() {
        orb.destroy();
    }

    static TypeCode tc(TCKind kind) {
        return orb.get_primitive_tc(kind);
    }

    static DynAny dynAny(Any any) throws Exception {
        return factory.create_dyn_any(any);
    }

    static DynAny dynAny(TypeCode type) throws Exception {
        return factory.create_dyn_any_from_type_code(type);
    }
}
