package org.peregrine.idl.jacorb;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jacorb.idl.AliasTypeSpec;
import org.jacorb.idl.ConstrTypeSpec;
import org.jacorb.idl.Declaration;
import org.jacorb.idl.Definition;
import org.jacorb.idl.Definitions;
import org.jacorb.idl.EnumType;
import org.jacorb.idl.IDLTreeVisitor;
import org.jacorb.idl.IdlSymbol;
import org.jacorb.idl.Interface;
import org.jacorb.idl.InterfaceBody;
import org.jacorb.idl.Module;
import org.jacorb.idl.NativeType;
import org.jacorb.idl.OpDecl;
import org.jacorb.idl.Operation;
import org.jacorb.idl.ParamDecl;
import org.jacorb.idl.ReplyHandler;
import org.jacorb.idl.SimpleTypeSpec;
import org.jacorb.idl.Spec;
import org.jacorb.idl.StructType;
import org.jacorb.idl.TypeDeclaration;
import org.jacorb.idl.TypeDef;
import org.jacorb.idl.UnionType;
import org.jacorb.idl.Value;
import org.jacorb.idl.ValueDecl;
import org.jacorb.idl.VectorType;
import org.peregrine.idl.Diagnostic;
import org.peregrine.idl.model.InterfaceModel;
import org.peregrine.idl.model.OperationModel;
import org.peregrine.idl.model.SupportingValueModel;
import org.peregrine.idl.model.ValueClassModel;

/**
 * JacORB's code generator for one compilation (see {@link JacorbCompiler}): JacORB hands it the
 * parse tree, and it prepares the tree's fixed-point types ({@link FixedPointTypes}), has JacORB
 * write the standard Java mapping unless that found errors, then converts every interface with a
 * skeleton into an {@link InterfaceModel}, every value type declared in the compiled file into a
 * {@link ValueClassModel}, and those supporting a concrete interface into a {@link
 * SupportingValueModel} too; Peregrine's generators then work on the models only.
 *
 * <p>An interface is converted exactly when JacORB 3.9 writes {@code XPOA} for it
 * ({@code Interface.print}): defined (not only forward-declared) in the compiled file (not an
 * included one), not pseudo, not local, not abstract. Its operations are
 * {@code InterfaceBody.getMethods()}, the list {@code XPOA._invoke} switches over, bases'
 * operations included; wire names follow {@code InterfaceBody.printOperationsHash}.
 *
 * <p>Thread rule: one instance per source file, used under {@link JacorbCompiler}'s lock; JacORB
 * calls it on the thread that runs {@code parser.compile}.
 */
final class BackendVisitor implements IDLTreeVisitor {

    private final Path source;
    private final List<Diagnostic> errors = new ArrayList<>();
    private final List<InterfaceModel> interfaces = new ArrayList<>();
    private final Map<String, SupportingValueModel> supportingValues = new LinkedHashMap<>();
    private final Map<String, ValueClassModel> valueClasses = new LinkedHashMap<>();

    /** @param source the IDL file compiled, absolute and normalized */
    BackendVisitor(Path source) {
        this.source = source;
    }

    /** What the preparation of the tree found: JacORB wrote no Java if there is any. */
    List<Diagnostic> errors() {
        return List.copyOf(errors);
    }

    /** The interfaces seen so far, in IDL order. */
    List<InterfaceModel> interfaces() {
        return List.copyOf(interfaces);
    }

    /** The value types seen so far that support a concrete interface, in IDL order. */
    List<SupportingValueModel> supportingValues() {
        return List.copyOf(supportingValues.values());
    }

    /** The value types declared in the compiled file so far, in IDL order. */
    List<ValueClassModel> valueClasses() {
        return List.copyOf(valueClasses.values());
    }

    /** The whole tree, which JacORB hands over once it parsed it without errors. */
    @Override
    public void visitSpec(Spec spec) {
        errors.addAll(FixedPointTypes.prepare(spec, source));
        if (!errors.isEmpty()) {
            return;
        }
        // The standard mapping, written as parser.compile writes it when it has no generator.
        spec.print(new PrintWriter(System.out));
        for (Object definition : spec.definitions) {
            ((IdlSymbol) definition).accept(this);
        }
    }

    @Override
    public void visitModule(Module module) {
        module.getDefinitions().accept(this);
    }

    @Override
    public void visitDefinitions(Definitions definitions) {
        for (Enumeration<?> e = definitions.getElements(); e.hasMoreElements(); ) {
            ((IdlSymbol) e.nextElement()).accept(this);
        }
    }

    @Override
    public void visitDefinition(Definition definition) {
        definition.get_declaration().accept(this);
    }

    @Override
    public void visitInterface(Interface declared) {
        if (hasSkeleton(declared)) {
            interfaces.add(toModel(declared));
        }
    }

    private static boolean hasSkeleton(Interface declared) {
        return declared.body != null
                && !declared.is_included()
                && !declared.is_pseudo()
                && !(declared instanceof ReplyHandler)
                && !flag(declared, "is_local")
                && !flag(declared, "is_abstract");
    }

    private static InterfaceModel toModel(Interface declared) {
        String javaName = javaName(declared);
        List<OperationModel> operations = new ArrayList<>();
        for (Operation operation : declared.body.getMethods()) {
            operations.add(SkeletonInvocation.of(operation, wireName(operation)));
        }
        String[] ids = declared.get_ids();
        return new InterfaceModel(declared.pack_name, declared.name(), ids[0],
                javaName + "Operations", imports(declared), operations);
    }

    /**
     * The operation name a request carries, as {@code XPOA}'s {@code m_opsHash} maps it: JacORB
     * escapes IDL names that clash with Java ({@code _synchronized}) and strips the underscore
     * again for the wire; attribute accessors are used as they are.
     */
    private static String wireName(Operation operation) {
        String name = operation.opName();
        if (operation instanceof OpDecl op && name.startsWith("_")
                && !(op.myInterface instanceof ReplyHandler)) {
            return name.substring(1);
        }
        return name;
    }

    /** The types {@code Interface.printImport} imports into {@code XPOA}. */
    private static List<String> imports(Interface declared) {
        StringWriter text = new StringWriter();
        try (PrintWriter printer = new PrintWriter(text)) {
            declared.printImport(printer);
        }
        List<String> imports = new ArrayList<>();
        for (String line : text.toString().split("\\R")) {
            String trimmed = line.strip();
            if (trimmed.startsWith("import ") && trimmed.endsWith(";")) {
                imports.add(trimmed.substring("import ".length(), trimmed.length() - 1).strip());
            }
        }
        return imports;
    }

    /** {@code IdlSymbol.javaName()}, package-private: the name {@code XPOA} uses for its types. */
    private static String javaName(Interface declared) {
        try {
            Method javaName = IdlSymbol.class.getDeclaredMethod("javaName");
            javaName.setAccessible(true);
            return (String) javaName.invoke(declared);
        } catch (ReflectiveOperationException e) {
            throw internalsChanged(e);
        }
    }

    /** {@code Interface.is_local} and {@code is_abstract} have no accessor in JacORB 3.9. */
    private static boolean flag(Interface declared, String field) {
        try {
            Field flag = Interface.class.getDeclaredField(field);
            flag.setAccessible(true);
            return flag.getBoolean(declared);
        } catch (ReflectiveOperationException e) {
            throw internalsChanged(e);
        }
    }

    private static IllegalStateException internalsChanged(ReflectiveOperationException e) {
        return new IllegalStateException("JacORB IDL compiler internals changed; update "
                + BackendVisitor.class.getName() + " for this JacORB version", e);
    }

    // Nothing below an interface or a value, and no other kind of definition, has a backend.

    @Override
    public void visitInterfaceBody(InterfaceBody body) {}

    @Override
    public void visitDeclaration(Declaration declaration) {}

    @Override
    public void visitOpDecl(OpDecl op) {}

    @Override
    public void visitMethod(org.jacorb.idl.Method method) {}

    @Override
    public void visitParamDecl(ParamDecl param) {}

    @Override
    public void visitStruct(StructType struct) {}

    @Override
    public void visitUnion(UnionType union) {}

    @Override
    public void visitEnum(EnumType enumType) {}

    @Override
    public void visitNative(NativeType nativeType) {}

    @Override
    public void visitTypeDef(TypeDef typedef) {}

    @Override
    public void visitAlias(AliasTypeSpec alias) {}

    /**
     * A value type of the compiled file that supports a concrete interface. The interface is
     * concrete exactly when JacORB's {@code ValueDecl.printClass} writes it with the
     * {@code Operations} suffix: when it is not in {@code Interface.abstractInterfaces}. A value
     * may support at most one concrete interface (an IDL rule JacORB checks). Forward declarations
     * carry no inheritance, and a value seen twice (declared, then defined) is kept once.
     */
    @Override
    public void visitValue(Value value) {
        if (!(value instanceof ValueDecl declared) || declared.is_included()) {
            return;
        }
        valueClasses.putIfAbsent(declared.pack_name + "." + declared.name(),
                new ValueClassModel(declared.pack_name, declared.name()));
        if (declared.getInheritanceSpec() == null) {
            return;
        }
        for (Enumeration<?> e = declared.getInheritanceSpec().getSupportedInterfaces(); e.hasMoreElements(); ) {
            String supported = e.nextElement().toString();
            if (!abstractInterfaces().contains(supported)) {
                supportingValues.put(declared.pack_name + "." + declared.name(),
                        new SupportingValueModel(declared.pack_name, declared.name(), supported));
            }
        }
    }

    /** JacORB's record of the abstract interfaces' Java names; protected static in JacORB 3.9. */
    private static Set<?> abstractInterfaces() {
        try {
            Field known = Interface.class.getDeclaredField("abstractInterfaces");
            known.setAccessible(true);
            Set<?> names = (Set<?>) known.get(null);
            return names == null ? Set.of() : names;
        } catch (ReflectiveOperationException e) {
            throw internalsChanged(e);
        }
    }

    @Override
    public void visitTypeDeclaration(TypeDeclaration declaration) {}

    @Override
    public void visitConstrTypeSpec(ConstrTypeSpec spec) {}

    @Override
    public void visitSimpleTypeSpec(SimpleTypeSpec spec) {}

    @Override
    public void visitVectorType(VectorType type) {}
}
