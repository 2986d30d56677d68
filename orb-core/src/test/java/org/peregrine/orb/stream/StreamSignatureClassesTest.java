package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.peregrine.testsupport.Bytecode;

/**
 * The step that resolves, from this module, the classes the portable streams' value methods name
 * ({@link SignatureClasses}) stays where the first output stream is made: without it, whether C2
 * inlines {@code write_value} into generated code depends on timing, which no functional test
 * would notice.
 */
class StreamSignatureClassesTest {

    @Test
    void shouldResolveTheValueMethodsSignatureClassesWhenTheFirstStreamIsMade() {
        List<String> resolve = Bytecode.instructions(SignatureClasses.class,
                "static java.util.List<java.lang.Class<?>> resolve()");
        for (String name : List.of("java/io/Serializable", "org/omg/CORBA/portable/BoxedValueHelper")) {
            assertTrue(Bytecode.loadsClass(resolve, name), name + " is not resolved: " + resolve);
        }
        assertTrue(Bytecode.callsStatic(Bytecode.instructions(CdrOutputStream.class, "static {}"),
                "SignatureClasses.resolve"), "CdrOutputStream's class initializer resolves them");
    }
}
