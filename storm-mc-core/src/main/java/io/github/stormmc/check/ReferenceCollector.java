package io.github.stormmc.check;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Reads one class file with ASM: its shape, every class, field and method it uses (supertypes, signatures,
 * instructions, method references of lambdas) and its string constants (configuration keys are compile-time
 * constants, so {@code Config.TOPOLOGY_WORKERS} reaches the bytecode as the string "topology.workers").
 */
final class ReferenceCollector extends ClassVisitor {

    private final Set<Reference> references = new LinkedHashSet<>();
    private final Set<String> strings = new HashSet<>();
    private final Set<String> methods = new HashSet<>();
    private final Set<String> fields = new HashSet<>();
    private String name;
    private String superName;
    private List<String> interfaces = List.of();

    private ReferenceCollector() {
        super(Opcodes.ASM9);
    }

    /** Reads CLASS_FILE; ASM's IllegalArgumentException for a class file newer than it knows passes through. */
    static ReferenceCollector read(byte[] classFile) {
        ReferenceCollector collector = new ReferenceCollector();
        new ClassReader(classFile).accept(collector, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return collector;
    }

    ClassShape shape() {
        return new ClassShape(name, superName, interfaces, methods, fields);
    }

    Set<Reference> references() {
        return references;
    }

    Set<String> strings() {
        return strings;
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
        this.name = name;
        this.superName = superName;
        this.interfaces = interfaces == null ? List.of() : List.of(interfaces);
        if (superName != null) {
            classRef(superName);
        }
        this.interfaces.forEach(this::classRef);
    }

    @Override
    public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
        fields.add(ClassShape.fieldKey(name, descriptor));
        typeRef(Type.getType(descriptor));
        if (value instanceof String s) {
            strings.add(s);
        }
        return null;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
            String[] exceptions) {
        methods.add(name + descriptor);
        methodTypeRefs(descriptor);
        if (exceptions != null) {
            for (String e : exceptions) {
                classRef(e);
            }
        }
        return new MethodVisitor(Opcodes.ASM9) {
            @Override
            public void visitTypeInsn(int opcode, String type) {
                typeRef(Type.getObjectType(type));
            }

            @Override
            public void visitFieldInsn(int opcode, String owner, String fieldName, String fieldDescriptor) {
                memberRef(Reference.Kind.FIELD, owner, fieldName, fieldDescriptor);
            }

            @Override
            public void visitMethodInsn(int opcode, String owner, String methodName, String methodDescriptor,
                    boolean isInterface) {
                memberRef(Reference.Kind.METHOD, owner, methodName, methodDescriptor);
            }

            @Override
            public void visitInvokeDynamicInsn(String indyName, String indyDescriptor, Handle bootstrap,
                    Object... arguments) {
                methodTypeRefs(indyDescriptor);
                for (Object argument : arguments) {
                    constant(argument);
                }
            }

            @Override
            public void visitLdcInsn(Object value) {
                constant(value);
            }

            @Override
            public void visitMultiANewArrayInsn(String arrayDescriptor, int dimensions) {
                typeRef(Type.getType(arrayDescriptor));
            }

            @Override
            public void visitTryCatchBlock(org.objectweb.asm.Label start, org.objectweb.asm.Label end,
                    org.objectweb.asm.Label handler, String type) {
                if (type != null) {
                    classRef(type);
                }
            }
        };
    }

    private void constant(Object value) {
        if (value instanceof String s) {
            strings.add(s);
        } else if (value instanceof Type t) {
            if (t.getSort() == Type.METHOD) {
                methodTypeRefs(t.getDescriptor());
            } else {
                typeRef(t);
            }
        } else if (value instanceof Handle h) {
            boolean field = h.getTag() <= Opcodes.H_PUTSTATIC;
            memberRef(field ? Reference.Kind.FIELD : Reference.Kind.METHOD, h.getOwner(), h.getName(), h.getDesc());
        }
    }

    private void memberRef(Reference.Kind kind, String owner, String memberName, String descriptor) {
        if (owner.startsWith("[")) { // clone() or length of an array: only its element type matters
            typeRef(Type.getObjectType(owner));
            return;
        }
        classRef(owner);
        references.add(new Reference(kind, owner, memberName, descriptor, name));
        if (kind == Reference.Kind.METHOD) {
            methodTypeRefs(descriptor);
        } else {
            typeRef(Type.getType(descriptor));
        }
    }

    private void methodTypeRefs(String descriptor) {
        Type method = Type.getMethodType(descriptor);
        typeRef(method.getReturnType());
        for (Type argument : method.getArgumentTypes()) {
            typeRef(argument);
        }
    }

    private void typeRef(Type type) {
        Type element = type.getSort() == Type.ARRAY ? type.getElementType() : type;
        if (element.getSort() == Type.OBJECT) {
            classRef(element.getInternalName());
        }
    }

    private void classRef(String internalName) {
        references.add(Reference.toClass(internalName, name));
    }
}
